import { allowedAccountOperations, hubSectionsFor, messages, type AccountHolderRow } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError, validationError } from '@server/lib/app-error.js';
import type { Clock } from '@server/lib/clock.js';
import { recordAudit } from '@server/modules/audit';
import {
  findCustomerReview,
  lockEditableRegistration,
  readOwnRegistration,
  touchRegistration,
  type Customer,
  type OwnRegistration,
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

export function createHolderService(db: Database, clock: Clock, maxHolders: number) {
  return {
    async listHolders(customer: Customer, registrationId: number): Promise<AccountHolderRow[]> {
      await readOwnRegistration(db, customer, registrationId);
      const [rows, progress] = await Promise.all([
        listHolders(db, registrationId),
        findHolderProgress(db, registrationId),
      ]);
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
    },

    async getRegistrationDetails(customer: Customer, registrationId: number) {
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
    },

    async addHolder(customer: Customer, registrationId: number): Promise<number> {
      return db.transaction().execute(async (tx) => {
        const registration = await lockEditableRegistration(tx, customer, registrationId);
        if (!hubSectionsFor(registration.account_type_id).addApplicant) {
          throw new AppError('CONFLICT', messages.noApplicantsForType);
        }
        if ((await countHolders(tx, registrationId)) >= maxHolders) {
          throw new AppError('CONFLICT', messages.maxHoldersReached);
        }
        const now = clock.now();
        const holderId = await insertNextHolder(tx, registrationId, now);
        await touchRegistration(tx, registrationId, now);
        await recordAudit(tx, {
          at: now,
          principal: customer,
          registrationId,
          action: 'holder.added',
          detail: { holderId },
        });
        return holderId;
      });
    },

    async deleteHolder(customer: Customer, registrationId: number, holderId: number): Promise<void> {
      await db.transaction().execute(async (tx) => {
        const registration = await lockEditableRegistration(tx, customer, registrationId);
        const holder = await findHolder(tx, registrationId, holderId);
        if (!holder) throw new AppError('NOT_FOUND', 'No such account holder.');
        if (holder.holder_sr_no === 1) throw validationError('RegistrationHolderId', messages.firstHolderNotDeletable);
        await deleteHolderAndRenumber(tx, registrationId, holder);
        // An operation chosen for joint holders may no longer fit the holders that remain.
        const operation = registration.account_operations;
        if (operation && !allowedAccountOperations(await countHolders(tx, registrationId)).includes(operation)) {
          await clearAccountOperations(tx, registrationId);
        }
        const now = clock.now();
        await touchRegistration(tx, registrationId, now);
        await recordAudit(tx, {
          at: now,
          principal: customer,
          registrationId,
          action: 'holder.deleted',
          detail: { holderId, holderSrNo: holder.holder_sr_no },
        });
      });
    },
  };
}

export type HolderService = ReturnType<typeof createHolderService>;
