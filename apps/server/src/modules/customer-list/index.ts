export { customerListRoutes } from './customer-list-routes.js';
export { branchScope, createCustomerListService, type Staff } from './customer-list-service.js';
