import { contract, type SubmittedApplication } from '@portal/domain';
import { answerOf, OK } from '@/test/answer-of';

/** What GetSubmittedApplication answers for an application with its first holder, unless `fields` say. */
export function submittedApplication(
  registrationId: number,
  referenceNo: string,
  fields: Partial<SubmittedApplication> = {},
): SubmittedApplication {
  return {
    ...OK,
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
    ...fields,
  };
}

/** GetSubmittedApplication's answer for the success page a stubbed submit leads to. */
export function submittedApplicationAnswer(registrationId: number, referenceNo: string) {
  return answerOf(contract.GetSubmittedApplication, submittedApplication(registrationId, referenceNo));
}
