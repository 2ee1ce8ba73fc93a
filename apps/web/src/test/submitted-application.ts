import type { SubmittedApplication } from '@portal/domain';

/** GetSubmittedApplication's answer for the success page a stubbed submit leads to. */
export function submittedApplicationAnswer(registrationId: number, referenceNo: string) {
  const body: SubmittedApplication = {
    responseCode: 'OK',
    responseMessage: '',
    registrationId,
    referenceNo,
    status: 'Completed',
    submittedAt: '2026-03-04T10:00:00Z',
    branch: { code: '101', name: 'Pune Main Branch', address: '1180 Laxmi Road, Budhwar Peth, Pune 411002' },
    holders: [
      {
        holderSrNo: 1,
        holderName: 'Asha Ramesh Patil',
        documents: ['UID-Aadhaar No. (proof of identity and address)', 'PAN card', 'A recent passport-size photograph'],
      },
    ],
  };
  return { body };
}
