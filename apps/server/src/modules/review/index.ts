export { refuseUnchangedResubmit } from './return-digests.js';
export { findReviewState, listHolderPaths, restartReview, type ReviewState } from './review-repository.js';
export { reviewRoutes } from './review-routes.js';
export { createReviewService } from './review-service.js';
