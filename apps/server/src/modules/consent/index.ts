export { consentRoutes } from './consent-routes.js';
export { createConsentService } from './consent-service.js';
export { agreesByLink, findHolderConsents } from './consent-status.js';
export { canonicalJson } from './consent-view.js';
