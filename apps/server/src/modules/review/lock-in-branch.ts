import { messages } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { mayOpenBranch, type Staff } from '@server/modules/customer-list';
import { lockApplicationForReview, type LockedApplication } from './review-repository.js';

/**
 * The application, locked, when it is of the staff member's branch (an admin's: any); otherwise 404
 * exactly as a missing one, as the customer list's and the PDF's scoping answer (DESIGN.md §6).
 */
export async function lockInBranch(tx: Database, staff: Staff, registrationId: number): Promise<LockedApplication> {
  const application = await lockApplicationForReview(tx, registrationId);
  if (!application || !mayOpenBranch(staff, application.branch_code)) {
    throw new AppError('NOT_FOUND', messages.notFound);
  }
  return application;
}
