export { recordAudit } from './audit-repository.js';
