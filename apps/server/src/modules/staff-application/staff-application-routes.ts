import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@portal/domain';
import { staffOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { StaffApplicationService } from './staff-application-service.js';

/** The branch's application page (DESIGN.md §5): staff sessions only, scoped to the staff member's branch. */
export const staffApplicationRoutes: FastifyPluginAsync<{ staffApplications: StaffApplicationService }> = async (
  app,
  { staffApplications },
) => {
  registerCall(app, contract.GetApplication, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    ...(await staffApplications.getApplication(staffOf(request), request.body.RegistrationId)),
  }));
};
