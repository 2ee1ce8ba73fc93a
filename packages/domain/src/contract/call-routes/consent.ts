import type { CallAudience } from '../call.js';
import { BODY, route } from '../routes.js';

/**
 * Every depositor agrees for themselves: the owner's and the branch's view of each holder's agreement,
 * the owner's request to a holder, and the holder's own calls from the SMS link, which carry the
 * link's token instead of a session (public, as sign-in's GetOTP and VerifyOTP).
 */

/** A consent call, POST /api/Consent/<path> with a JSON body; its name says it is about consent. */
function consentRoute<const OperationId extends string, const Audience extends CallAudience>(
  operationId: OperationId,
  path: string,
  audience: Audience,
) {
  return route(operationId, 'POST', `/api/Consent/${path}`, audience, BODY);
}

export const GetConsentStatus = /* @__PURE__ */ consentRoute('GetConsentStatus', 'GetStatus', 'customer-or-staff');
export const SendConsentRequest = /* @__PURE__ */ consentRoute('SendConsentRequest', 'SendRequest', 'customer');
export const GetConsentRequest = /* @__PURE__ */ consentRoute('GetConsentRequest', 'GetRequest', 'public');
export const SendConsentCode = /* @__PURE__ */ consentRoute('SendConsentCode', 'SendCode', 'public');
export const AgreeConsent = /* @__PURE__ */ consentRoute('AgreeConsent', 'Agree', 'public');
export const DeclineConsent = /* @__PURE__ */ consentRoute('DeclineConsent', 'Decline', 'public');
