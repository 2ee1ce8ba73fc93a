export { branchLoginRoutes } from './branch-login-routes.js';
export { countBranchUsers } from './branch-user-repository.js';
export {
  addBranchUser,
  createBranchLoginService,
  disableUser,
  generatePassword,
  unlockUser,
} from './branch-user-service.js';
