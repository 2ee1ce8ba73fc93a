import { z } from 'zod';
import { messages } from '../messages.js';
import { OTHER_HOLDER_VARIANT } from '../rules/kyc-options.js';
import { OTHER_HOLDER_STEP_KEYS } from '../rules/first-holder-steps.js';
import { okResponseSchema } from './envelope.js';
import { idField, versionField } from './fields.js';
import { holderDetailsFields } from './first-holder.js';
import { personalDetailsObject, withPersonalDetailsRules, type PersonalDetailsRules } from './personal-details.js';

/** Another holder's personal details: the other-holder variant, and the holder's id is required. */
const otherHolderPersonal = personalDetailsObject(OTHER_HOLDER_VARIANT).extend({
  /** The holder being saved (holder 2 onwards; holder 1 is saved with Registration). */
  Id: idField(messages.holderRequired),
});

/**
 * POST /api/Registration/UpdatePersonalDetails: step 1 of the other-holder wizard, the holder's
 * personal details, photo, PAN and proofs (holder-wizards.md §3; DESIGN.md §5). The shape, for the
 * route and the API document.
 */
export const updatePersonalDetailsRequestShape = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
  objRegistrationHolders: otherHolderPersonal,
  Version: versionField(),
});
export type UpdatePersonalDetailsRequest = z.input<typeof updatePersonalDetailsRequestShape>;

/** The same call with the rules that need today's date and the files on record (all problems at once). */
export function createUpdatePersonalDetailsRequestSchema(rules: PersonalDetailsRules) {
  return z.strictObject({
    RegistrationId: idField(messages.registrationRequired),
    objRegistrationHolders: withPersonalDetailsRules(otherHolderPersonal, rules),
    Version: versionField(),
  });
}

/** POST /api/Registration/GetOtherHolderDetails */
export const getOtherHolderDetailsRequestSchema = z.strictObject({
  RegistrationId: idField(messages.registrationRequired),
  RegistrationHolderId: idField(messages.holderRequired),
});
export type GetOtherHolderDetailsRequest = z.input<typeof getOtherHolderDetailsRequestSchema>;

/** One other holder's saved wizard: the steps it drives, under the names their save calls take. */
export const otherHolderDetailsSchema = z.object(holderDetailsFields(OTHER_HOLDER_VARIANT, OTHER_HOLDER_STEP_KEYS));
export type OtherHolderDetails = z.infer<typeof otherHolderDetailsSchema>;

/** The spec answers an array (holder-wizards.md §7): it holds the one holder asked for. */
export const getOtherHolderDetailsResponseSchema = okResponseSchema({ data: z.array(otherHolderDetailsSchema) });
export type GetOtherHolderDetailsResponse = z.infer<typeof getOtherHolderDetailsResponseSchema>;
