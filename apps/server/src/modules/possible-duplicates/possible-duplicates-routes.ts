import type { FastifyPluginAsync } from 'fastify';
import { contract } from '@portal/domain';
import { staffOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { PossibleDuplicatesService } from './possible-duplicates-service.js';

/** The staff page's warning of possible duplicates (docs/decisions/046): staff sessions only. */
export const possibleDuplicatesRoutes: FastifyPluginAsync<{ possibleDuplicates: PossibleDuplicatesService }> = async (
  app,
  { possibleDuplicates },
) => {
  registerCall(app, contract.GetPossibleDuplicates, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    ...(await possibleDuplicates.find(staffOf(request), request.body.RegistrationId)),
  }));
};
