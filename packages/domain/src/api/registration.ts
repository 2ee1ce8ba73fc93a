import { z } from 'zod';
import { messages } from '../messages.js';
import { dataResponseSchema, okResponseSchema } from './envelope.js';
import { REVIEW_STATUSES, returnReasonSchema } from './review.js';
import { branchCodeField, idField, mobileField, optionalEmailField } from './fields.js';

export const ENTITY_TYPE_INDIVIDUAL = 1;

export const APPLICATION_STATUSES = ['Completed', 'Partially Filled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** POST /api/Registration/CheckCustomerExists: data is 1 when the mobile has an application, else 0. */
export const checkCustomerExistsRequestSchema = z.strictObject({ MobileNo: mobileField() });
export const checkCustomerExistsResponseSchema = dataResponseSchema(z.union([z.literal(0), z.literal(1)]));

/** POST /api/Registration/CreateNewAccount: the Primary details of a new application. */
export const createNewAccountRequestSchema = z.strictObject({
  Mobile: mobileField(),
  Email: optionalEmailField(),
  AccountTypeId: idField(messages.formTypeRequired),
  EntityTypeId: idField(messages.entityTypeRequired),
  LocationId: idField(messages.locationRequired),
  BranchId: branchCodeField(messages.branchRequired),
  // A new application always starts with its first holder; more are added from the hub.
  NoOfHolders: z
    .union([z.literal(1), z.literal('1').transform(() => 1 as const)], {
      error: 'A new application starts with 1 holder',
    })
    .optional(),
});
export type CreateNewAccountRequest = z.input<typeof createNewAccountRequestSchema>;
export const createNewAccountResponseSchema = okResponseSchema({
  registrationId: z.number().int(),
  referenceNo: z.string(),
});
export type CreateNewAccountResponse = z.infer<typeof createNewAccountResponseSchema>;

/** POST /api/Registration/GetAllCustomerAccountList */
export const getAllCustomerAccountListRequestSchema = z.strictObject({ MobileNo: mobileField() });

/** An application's parts (hub sections and holder steps) saved of those it needs before submit. */
export const applicationProgressSchema = z.object({ done: z.number().int(), needed: z.number().int() });
export type ApplicationProgress = z.infer<typeof applicationProgressSchema>;

/**
 * How the lists of applications (the customer's, the branch's review queue) name one. Made anew on
 * each call, as field schemas are not shared between schemas (see sharedPerArguments).
 */
export function applicationIdentityFields() {
  return {
    id: z.number().int(),
    referenceNo: z.string(),
    customerName: z.string(),
    accountTypeName: z.string(),
  };
}

export const applicationListItemSchema = z.object({
  ...applicationIdentityFields(),
  lastUpdated: z.string(),
  entityTypeName: z.string(),
  holdersCount: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  formFillBy: z.string(),
  pdfAvailable: z.boolean(),
  progress: applicationProgressSchema,
  /** The branch review of a Completed application (docs/decisions/028); null while Partially Filled. */
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  /** While Returned: each returned section's heading and the branch's reason; otherwise empty. */
  returnReasons: z.array(returnReasonSchema),
});
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>;
export const getAllCustomerAccountListResponseSchema = dataResponseSchema(z.array(applicationListItemSchema));

/** POST /api/Registration/DeleteCustomerAccount: only the caller's own Partially Filled application. */
export const deleteCustomerAccountRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
});
export type DeleteCustomerAccountRequest = z.input<typeof deleteCustomerAccountRequestSchema>;
