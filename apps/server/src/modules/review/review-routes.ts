import type { FastifyPluginAsync } from 'fastify';
import { contract, reviewMessages } from '@portal/domain';
import { staffOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { ReviewService } from './review-service.js';

/** The branch review after submit (DESIGN.md §5, docs/decisions/028): staff sessions only. */
export const reviewRoutes: FastifyPluginAsync<{ review: ReviewService }> = async (app, { review }) => {
  registerCall(app, contract.Verify, async (request) => {
    const { registrationId, reviewStatus } = await review.verify(staffOf(request), request.body);
    return { responseCode: 'OK' as const, responseMessage: reviewMessages.verified, registrationId, reviewStatus };
  });

  registerCall(app, contract.Return, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: reviewMessages.returned,
    ...(await review.returnToCustomer(staffOf(request), request.body)),
  }));

  registerCall(app, contract.Approve, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: reviewMessages.approved,
    ...(await review.approve(staffOf(request), request.body)),
  }));

  registerCall(app, contract.Reject, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: reviewMessages.rejected,
    ...(await review.reject(staffOf(request), request.body)),
  }));

  registerCall(app, contract.Reopen, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: reviewMessages.reopened,
    ...(await review.reopen(staffOf(request), request.body)),
  }));

  registerCall(app, contract.GetFollowUpList, async (request) => {
    const { records, truncated } = await review.followUpList(staffOf(request), request.body.BranchCode);
    return { responseCode: 'OK' as const, responseMessage: '', data: records, truncated };
  });

  registerCall(app, contract.SendReminder, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: reviewMessages.reminderSent,
    ...(await review.sendReminder(staffOf(request), request.body.RegistrationId)),
  }));
};
