import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract, messages } from '@portal/domain';
import { AppError } from '@server/lib/app-error.js';
import { customerOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import { SESSION_COOKIES } from '@server/plugins/session-cookie.js';
import type { SessionService } from '@server/modules/session';
import type { StaffPrincipal, SubmitService } from './submit-service.js';

/** The header that carries the branch user's own session on the branch host (decision 012). */
export const BRANCH_AUTHORIZATION_HEADER = 'x-branch-authorization';

/**
 * The staff session a branch-host submit carries beside the customer's, or null when none is sent.
 * A header that is not a live staff session is refused 403: the customer's own session is sound, so
 * a 401 (which signs the customer out) would be the wrong answer.
 */
async function branchStaffOf(
  request: FastifyRequest,
  sessions: SessionService,
  branchUserName: string | null | undefined,
): Promise<StaffPrincipal | null> {
  const header = request.headers[BRANCH_AUTHORIZATION_HEADER];
  // In the browser the branch user's session is their cookie; API clients send the header.
  const staffCookie = request.cookies[SESSION_COOKIES.staff];
  if (header === undefined && !(branchUserName && staffCookie)) return null;
  const token =
    header === undefined
      ? staffCookie
      : typeof header === 'string'
        ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header)?.[1]
        : undefined;
  if (!token) throw new AppError('FORBIDDEN', messages.forbidden);
  try {
    const principal = await sessions.authenticate(token, ['staff']);
    if (principal.kind === 'staff') return principal;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
  throw new AppError('FORBIDDEN', messages.forbidden);
}

/** The final submit (DESIGN.md §5): the path and fields the design decides. */
export const submitRoutes: FastifyPluginAsync<{ submissions: SubmitService; sessions: SessionService }> = async (
  app,
  { submissions, sessions },
) => {
  registerCall(app, contract.SubmitAccount, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: messages.applicationSubmitted,
    ...(await submissions.submitAccount(
      customerOf(request),
      request.body.RegistrationId,
      request.body.branchUserName,
      await branchStaffOf(request, sessions, request.body.branchUserName),
    )),
  }));

  registerCall(app, contract.GetApplicationProgress, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    ...(await submissions.getApplicationProgress(customerOf(request), request.body.RegistrationId)),
  }));

  registerCall(app, contract.GetSubmittedApplication, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    ...(await submissions.getSubmittedApplication(customerOf(request), request.body.RegistrationId)),
  }));
};
