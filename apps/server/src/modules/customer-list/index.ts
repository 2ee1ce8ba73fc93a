export { customerListRoutes } from './customer-list-routes.js';
export { branchScope, createCustomerListService, mayOpenBranch, type Staff } from './customer-list-service.js';
