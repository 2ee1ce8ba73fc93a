export {
  CUSTOMER_SESSION_LIMIT_MS,
  STAFF_SESSION_LIMIT_MS,
  createSessionService,
  type Principal,
  type SessionService,
} from './session-service.js';
export { visibleTo } from './visible-to.js';
