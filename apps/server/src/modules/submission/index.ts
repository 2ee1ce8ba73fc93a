export { findApplicationParts } from './application-progress.js';
export { submitRoutes } from './submit-routes.js';
export { createSubmitService } from './submit-service.js';
