export { possibleDuplicatesRoutes } from './possible-duplicates-routes.js';
export { createPossibleDuplicatesService } from './possible-duplicates-service.js';
