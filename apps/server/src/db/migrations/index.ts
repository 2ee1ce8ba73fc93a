import * as initial from './0001-initial.js';
import * as hubSections from './0002-hub-sections.js';
import * as holderKyc from './0003-holder-kyc.js';
import * as submission from './0004-submission.js';
import * as customerList from './0005-customer-list.js';
import * as customerMaster from './0006-customer-master.js';
import * as customerListHolderSummary from './0007-customer-list-holder-summary.js';
import * as signInFailuresBySource from './0008-sign-in-failures-by-source.js';
import * as editVersions from './0009-edit-versions.js';
import * as branchAddress from './0010-branch-address.js';
import * as documentStore from './0011-document-store.js';
import * as nomineeBirthMonth from './0012-nominee-birth-month.js';
import * as branchReview from './0013-branch-review.js';
import * as customerLanguage from './0014-customer-language.js';
import * as sessionChangeNotices from './0015-session-change-notices.js';
import * as customerListPaged from './0016-customer-list-paged.js';
import * as nominees from './0017-nominees.js';
import * as holderConsent from './0018-holder-consent.js';
import * as reviewQueue from './0019-review-queue.js';
import * as reviewCorrections from './0020-review-corrections.js';
import * as returnDigests from './0021-return-digests.js';
import * as duplicateLookups from './0022-duplicate-lookups.js';
import * as knownDeviceSignIns from './0023-known-device-sign-ins.js';
import * as stepsMap from './0024-steps-map.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Applied in order, each once; never edit one that has shipped: add the next. */
export const migrations: Migration[] = [
  { version: 1, ...initial },
  { version: 2, ...hubSections },
  { version: 3, ...holderKyc },
  { version: 4, ...submission },
  { version: 5, ...customerList },
  { version: 6, ...customerMaster },
  { version: 7, ...customerListHolderSummary },
  { version: 8, ...signInFailuresBySource },
  { version: 9, ...editVersions },
  { version: 10, ...branchAddress },
  { version: 11, ...documentStore },
  { version: 12, ...nomineeBirthMonth },
  { version: 13, ...branchReview },
  { version: 14, ...customerLanguage },
  { version: 15, ...sessionChangeNotices },
  { version: 16, ...customerListPaged },
  { version: 17, ...nominees },
  { version: 18, ...holderConsent },
  { version: 19, ...reviewQueue },
  { version: 20, ...reviewCorrections },
  { version: 21, ...returnDigests },
  { version: 22, ...duplicateLookups },
  { version: 23, ...knownDeviceSignIns },
  { version: 24, ...stepsMap },
];
