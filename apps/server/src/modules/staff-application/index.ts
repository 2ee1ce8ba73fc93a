export { staffApplicationRoutes } from './staff-application-routes.js';
export { createStaffApplicationService } from './staff-application-service.js';
