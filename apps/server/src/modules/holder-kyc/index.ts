export { holderKycRoutes } from './kyc-routes.js';
export { createHolderKycService, type HolderKycService } from './kyc-service.js';
export { findHolderProgress } from './holder-progress.js';
export { KYC_STEPS, KYC_STEP_KEYS, stepSavedSql } from './kyc-steps.js';
