export { listHolders } from './holder-repository.js';
export { holderRoutes } from './holder-routes.js';
export { createHolderService } from './holder-service.js';
