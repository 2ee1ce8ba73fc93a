export { reviewQueueRoutes } from './review-queue-routes.js';
export { createReviewQueueService } from './review-queue-service.js';
