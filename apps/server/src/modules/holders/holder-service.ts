import { allowedAccountOperations, hubSectionsFor, messages, type AccountHolderRow } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import {
  editOwnRegistration,
  findCustomerReview,
  readOwnRegistration,
  type Customer,
  type OwnRegistration,
  type RegistrationEdit,
} from '@server/modules/registration';
import {
  clearAccountOperations,
  countHolders,
  deleteHolderAndRenumber,
  findHolder,
  insertNextHolder,
  listHolders,
} from './holder-repository.js';
import { findHolderProgress } from '@server/modules/holder-kyc';

/** The holders of the caller's own application, each with how far its wizard has come. */
async function listHoldersWithProgress(
  db: Database,
  customer: Customer,
  registrationId: number,
): Promise<AccountHolderRow[]> {
  await readOwnRegistration(db, customer, registrationId);
  const [rows, progress] = await Promise.all([listHolders(db, registrationId), findHolderProgress(db, registrationId)]);
  const progressOf = new Map(progress.map((holder) => [holder.holderId, holder]));
  return rows.map((row) => {
    const holder = progressOf.get(row.id);
    const needed = holder?.requiredSteps.length ?? 0;
    return {
      registrationHoldersId: row.id,
      holderSrNo: row.holder_sr_no,
      customerName: row.customer_name,
      lastUpdated: row.updated_at.toISOString(),
      status: holder?.status ?? 'Partially Filled',
      accountTypeId: row.account_type_id,
      locationId: row.location_id,
      branchId: row.branch_code,
      steps: { done: needed - (holder?.missingSteps.length ?? 0), needed },
    };
  });
}

/**
 * What the customer's screens need of the branch review: the status, and while Returned the reasons
 * and the parts open again (docs/decisions/028), so the hub and the wizards open only those.
 */
async function customerReviewOf(db: Database, registration: OwnRegistration) {
  const review = registration.status === 'Completed' ? await findCustomerReview(db, registration.id) : undefined;
  const returned = review?.reviewStatus === 'Returned';
  return {
    reviewStatus: review?.reviewStatus ?? null,
    returnReasons: returned ? review.returnReasons : [],
    returnedParts: returned ? registration.returned_parts : [],
  };
}

async function readRegistrationDetails(db: Database, customer: Customer, registrationId: number) {
  const registration = await readOwnRegistration(db, customer, registrationId);
  return {
    registrationId: registration.id,
    referenceNo: registration.reference_no,
    accountTypeId: registration.account_type_id,
    entityTypeId: registration.entity_type_id,
    locationId: registration.location_id,
    branchId: registration.branch_code,
    noOfHolders: await countHolders(db, registrationId),
    mobile: registration.mobile,
    email: registration.email,
    status: registration.status,
    ...(await customerReviewOf(db, registration)),
  };
}

/** A new holder at the end of the list, while the account type takes more and the limit allows. */
async function addNextHolder(
  tx: Database,
  registration: OwnRegistration,
  now: Date,
  maxHolders: number,
): Promise<RegistrationEdit<number>> {
  if (!hubSectionsFor(registration.account_type_id).addApplicant) {
    throw new AppError('CONFLICT', messages.noApplicantsForType);
  }
  if ((await countHolders(tx, registration.id)) >= maxHolders) {
    throw new AppError('CONFLICT', messages.maxHoldersReached);
  }
  const holderId = await insertNextHolder(tx, registration.id, now);
  return { answer: holderId, detail: { holderId } };
}

/** Deletes a holder other than the first; those after it move up a place. */
async function removeHolder(
  tx: Database,
  registration: OwnRegistration,
  holderId: number,
): Promise<RegistrationEdit<void>> {
  const holder = await findHolder(tx, registration.id, holderId);
  if (!holder) throw new AppError('NOT_FOUND', 'No such account holder.');
  if (holder.holder_sr_no === 1) throw validationError('RegistrationHolderId', messages.firstHolderNotDeletable);
  await deleteHolderAndRenumber(tx, registration.id, holder);
  // An operation chosen for joint holders may no longer fit the holders that remain.
  const operation = registration.account_operations;
  if (operation && !allowedAccountOperations(await countHolders(tx, registration.id)).includes(operation)) {
    await clearAccountOperations(tx, registration.id);
  }
  return { answer: undefined, detail: { holderId, holderSrNo: holder.holder_sr_no } };
}

export function createHolderService(db: Database, clock: Clock, maxHolders: number) {
  return {
    listHolders: (customer: Customer, registrationId: number) => listHoldersWithProgress(db, customer, registrationId),
    getRegistrationDetails: (customer: Customer, registrationId: number) =>
      readRegistrationDetails(db, customer, registrationId),
    addHolder: (customer: Customer, registrationId: number) =>
      editOwnRegistration(
        { db, clock },
        customer,
        { registrationId, action: 'holder.added' },
        (tx, registration, now) => addNextHolder(tx, registration, now, maxHolders),
      ),
    deleteHolder: (customer: Customer, registrationId: number, holderId: number) =>
      editOwnRegistration({ db, clock }, customer, { registrationId, action: 'holder.deleted' }, (tx, registration) =>
        removeHolder(tx, registration, holderId),
      ),
  };
}

export type HolderService = ReturnType<typeof createHolderService>;
