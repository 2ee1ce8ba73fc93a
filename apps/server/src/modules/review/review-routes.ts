import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
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

  /** A review step taken by the staff member on the request's body, answered with its message. */
  const takeStep = async <Body, Answer extends object>(
    request: FastifyRequest & { body: Body },
    step: (staff: ReturnType<typeof staffOf>, body: Body) => Promise<Answer>,
    responseMessage: string,
  ) => ({ responseCode: 'OK' as const, responseMessage, ...(await step(staffOf(request), request.body)) });

  registerCall(app, contract.Return, (request) => takeStep(request, review.returnToCustomer, reviewMessages.returned));
  registerCall(app, contract.Approve, (request) => takeStep(request, review.approve, reviewMessages.approved));
  registerCall(app, contract.Reject, (request) => takeStep(request, review.reject, reviewMessages.rejected));
  registerCall(app, contract.Reopen, (request) => takeStep(request, review.reopen, reviewMessages.reopened));

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
