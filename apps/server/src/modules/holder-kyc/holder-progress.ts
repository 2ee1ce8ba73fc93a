import { sql } from 'kysely';
import {
  FIRST_HOLDER_STEP_KEYS,
  requiredFirstHolderSteps,
  requiredOtherHolderSteps,
  OTHER_HOLDER_STEP_KEYS,
  type ApplicationStatus,
  type FirstHolderStep,
} from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { KYC_STEP_KEYS, perKycStep, stepSavedSql } from './kyc-steps.js';

export interface HolderProgress {
  holderId: number;
  holderSrNo: number;
  savedSteps: FirstHolderStep[];
  /** The steps still to save before the holder is Completed, in wizard order (empty when Completed). */
  missingSteps: FirstHolderStep[];
  /** The steps the holder's path has, in wizard order (the denominator of its progress). */
  requiredSteps: FirstHolderStep[];
  status: ApplicationStatus;
}

/**
 * The saved steps and the status of every holder of a registration (or of one holder). The status is
 * worked out here, the one place, rather than stored, so saving any step or hub section can never
 * leave it stale:
 * - holder 1 is Completed when every wizard step on its path (steps 1-7, skips applied) is saved,
 *   techno products and the nomination (the nominees and the account-operations instruction) included;
 * - every other holder is Completed when the steps of its wizard are saved (personal, Form 60/61
 *   without PAN, additional details) and it has accepted its declaration; its saved steps are those
 *   of its wizard only.
 */
export async function findHolderProgress(
  db: Database,
  registrationId: number,
  holderId?: number,
): Promise<HolderProgress[]> {
  let query = db
    .selectFrom('registration_holders as h')
    .innerJoin('registrations as r', 'r.id', 'h.registration_id')
    .leftJoin('holder_kyc as k', 'k.holder_id', 'h.id')
    .select([
      'h.id',
      'h.holder_sr_no',
      'r.account_type_id',
      sql<boolean>`coalesce(k.is_minor, false)`.as('is_minor'),
      sql<boolean>`coalesce(k.is_pan, true)`.as('is_pan'),
      // A holder's own step is saved once its column or map key is filled (kyc-steps.ts says which).
      ...KYC_STEP_KEYS.map((step) => stepSavedSql(step).as(step)),
      // The application's steps are hub sections, saved once for every holder.
      sql<boolean>`EXISTS (SELECT 1 FROM techno_products t WHERE t.registration_id = r.id)`.as('technoProducts'),
      sql<boolean>`r.account_operations IS NOT NULL AND EXISTS (
        SELECT 1 FROM nominations n WHERE n.registration_id = r.id)`.as('nomination'),
    ])
    .where('h.registration_id', '=', registrationId)
    .orderBy('h.holder_sr_no');
  if (holderId !== undefined) query = query.where('h.id', '=', holderId);
  const rows = await query.execute();

  return rows.map((row) => {
    const saved: Record<FirstHolderStep, boolean> = {
      ...perKycStep((step) => row[step]),
      technoProducts: row.technoProducts,
      nomination: row.nomination,
    };
    const first = row.holder_sr_no === 1;
    const savedSteps = (first ? FIRST_HOLDER_STEP_KEYS : OTHER_HOLDER_STEP_KEYS).filter((step) => saved[step]);
    const path = { minor: row.is_minor, form60: !row.is_pan, accountTypeId: row.account_type_id };
    const requiredSteps: FirstHolderStep[] = first ? requiredFirstHolderSteps(path) : requiredOtherHolderSteps(path);
    const missingSteps = requiredSteps.filter((step) => !saved[step]);
    return {
      holderId: row.id,
      holderSrNo: row.holder_sr_no,
      savedSteps,
      missingSteps,
      requiredSteps,
      status: missingSteps.length === 0 ? 'Completed' : 'Partially Filled',
    };
  });
}
