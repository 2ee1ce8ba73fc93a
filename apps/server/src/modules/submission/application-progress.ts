import { hubSectionsFor, SUBMIT_SECTION_FIELDS, type ApplicationProgress } from '@portal/domain';
import type { Database } from '../../db/client.js';
import { findHolderProgress } from '../holders/holder-progress.js';
import { findSavedSections } from './submit-repository.js';

/**
 * How far an application is: the hub sections its account type has and every holder's steps on its
 * path, saved of needed (the parts SubmitAccount checks), so the Status list can show a draft's
 * progress.
 */
export async function findApplicationProgress(
  db: Database,
  registration: { id: number; account_type_id: number },
): Promise<ApplicationProgress> {
  const applies = hubSectionsFor(registration.account_type_id);
  const [saved, holders] = await Promise.all([
    findSavedSections(db, registration.id),
    findHolderProgress(db, registration.id),
  ]);
  const sections = SUBMIT_SECTION_FIELDS.filter((section) => applies[section]);
  const needed = sections.length + holders.reduce((sum, holder) => sum + holder.neededSteps, 0);
  const missing =
    sections.filter((section) => !saved[section]).length +
    holders.reduce((sum, holder) => sum + holder.missingSteps.length, 0);
  return { done: needed - missing, needed };
}
