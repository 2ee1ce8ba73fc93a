import type { FastifyPluginAsync } from 'fastify';
import { contract, messages } from '@portal/domain';
import { customerOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { HolderService } from './holder-service.js';

export const holderRoutes: FastifyPluginAsync<{ holders: HolderService }> = async (app, { holders }) => {
  registerCall(app, contract.GetCustomerAccountHolderList, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    data: await holders.listHolders(customerOf(request), request.body.RegistrationId),
  }));

  registerCall(app, contract.GetRegistrationDetails, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    ...(await holders.getRegistrationDetails(customerOf(request), request.body.RegistrationId)),
  }));

  registerCall(app, contract.AddApplicantHolder, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: messages.holderAdded,
    registrationHoldersId: await holders.addHolder(customerOf(request), request.body.RegistrationId),
  }));

  registerCall(app, contract.DeleteCustomerAccountHolder, async (request) => {
    await holders.deleteHolder(customerOf(request), request.body.RegistrationId, request.body.RegistrationHolderId);
    return { responseCode: 'OK' as const, responseMessage: messages.holderDeleted };
  });
};
