import { maskMobile, type ConsentStatus, type HolderConsent } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import {
  listAnswers,
  listConsentHolders,
  listRequests,
  type ConsentAnswerRow,
  type ConsentHolder,
} from './consent-repository.js';
import { consentHash, loadConsentSources, type ConsentSources } from './consent-view.js';

/** One holder's consent as worked out from the links and answers on record. */
export interface HolderConsentState extends HolderConsent {
  holderId: number;
  declarationAccepted: boolean;
  /** Every answer the holder gave, oldest first. */
  history: ConsentAnswerRow[];
}

/**
 * Every holder's consent (DESIGN.md §5, docs/decisions/041), worked out, never stored: NotRequired for
 * a holder whose own mobile is the one that owns the application (they agree by the declaration step);
 * otherwise the latest answer counts unless a newer link was sent since (Requested again), and an
 * agreement is Outdated when what the holder would be shown now hashes otherwise than what they were
 * shown.
 */
export async function findHolderConsents(
  db: Database,
  registration: { id: number; mobile: string },
  loaded?: ConsentSources,
): Promise<HolderConsentState[]> {
  const [holders, requests, answers] = await Promise.all([
    listConsentHolders(db, registration.id),
    listRequests(db, registration.id),
    listAnswers(db, registration.id),
  ]);
  // Read only when an agreement is there to check, and only once, unless the caller has it already.
  let sources = loaded;
  const stillAgreed = async (holder: ConsentHolder, agreement: ConsentAnswerRow) => {
    sources ??= await loadConsentSources(db, registration.id);
    return consentHash(sources, holder.holder_sr_no, agreement.language) === agreement.shown_sha256;
  };
  const states: HolderConsentState[] = [];
  for (const holder of holders) {
    const history = answers.filter((answer) => answer.holder_id === holder.id);
    const latestRequest = requests.findLast((request) => request.holder_id === holder.id);
    const latestAnswer = history.at(-1);
    const answered = latestAnswer !== undefined && latestAnswer.consent_request_id === latestRequest?.id;
    let status: ConsentStatus;
    if (holder.mobile === registration.mobile) status = 'NotRequired';
    else if (answered && latestAnswer.status === 'Declined') status = 'Declined';
    else if (answered) status = (await stillAgreed(holder, latestAnswer)) ? 'Agreed' : 'Outdated';
    else status = latestRequest ? 'Requested' : 'NotRequested';
    const lastAgreement = history.findLast((answer) => answer.status === 'Agreed');
    states.push({
      holderId: holder.id,
      holderNo: holder.holder_sr_no,
      name: holder.name,
      mobileMasked: maskMobile(holder.mobile),
      status,
      requestedAt: latestRequest?.created_at.toISOString() ?? null,
      agreedAt: status === 'Agreed' || status === 'Outdated' ? (lastAgreement?.at.toISOString() ?? null) : null,
      declineReason: status === 'Declined' ? (latestAnswer?.decline_reason ?? null) : null,
      declarationAccepted: holder.declaration_accepted,
      history,
    });
  }
  return states;
}

/** Whether a holder agrees from their own phone at all (and has a mobile to be asked on). */
export function agreesByLink(state: HolderConsentState): boolean {
  return state.mobileMasked !== '' && state.status !== 'NotRequired';
}
