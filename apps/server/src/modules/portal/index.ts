export { portalRoutes } from './portal-routes.js';
