import type { PossibleDuplicate } from '@portal/domain';

type ApplicationDuplicate = Extract<PossibleDuplicate, { source: 'Application' }>;

/** An application of the same branch whose first holder has the same PAN, which staff may open. */
export function sameBranchDuplicate(fields: Partial<ApplicationDuplicate> = {}): ApplicationDuplicate {
  return {
    source: 'Application',
    matchedOn: 'PAN',
    value: 'ASHPP1111A',
    holderSrNo: 1,
    registrationId: 7,
    referenceNo: '202611050000007',
    otherHolderSrNo: 1,
    branchCode: '101',
    branchName: 'Pune Main Branch',
    name: 'Sunil Joshi',
    sameName: false,
    status: 'Completed',
    reviewStatus: 'Submitted',
    canOpen: true,
    ...fields,
  };
}
