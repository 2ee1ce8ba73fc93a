import type { FastifyPluginAsync } from 'fastify';
import { contract, reviewQueueMessages } from '@portal/domain';
import { staffOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { ReviewQueueService } from './review-queue-service.js';

/** The review work queue, "To do" (docs/decisions/043): staff sessions only. */
export const reviewQueueRoutes: FastifyPluginAsync<{ reviewQueue: ReviewQueueService }> = async (
  app,
  { reviewQueue },
) => {
  registerCall(app, contract.GetReviewQueue, async (request) => {
    const { records, truncated, reviewDueDays } = await reviewQueue.queue(staffOf(request), request.body.BranchCode);
    return { responseCode: 'OK' as const, responseMessage: '', data: records, truncated, reviewDueDays };
  });

  registerCall(app, contract.TakeApplication, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: reviewQueueMessages.taken,
    ...(await reviewQueue.take(staffOf(request), request.body.RegistrationId)),
  }));

  registerCall(app, contract.ReleaseApplication, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: reviewQueueMessages.released,
    ...(await reviewQueue.release(staffOf(request), request.body.RegistrationId)),
  }));
};
