export { importCustomers } from './customer-master-import.js';
export { countCustomers } from './customer-master-repository.js';
export { customerMasterRoutes } from './customer-master-routes.js';
