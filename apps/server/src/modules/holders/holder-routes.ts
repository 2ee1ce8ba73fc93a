import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountHolderListResponseSchema,
  addApplicantHolderResponseSchema,
  deleteCustomerAccountHolderRequestSchema,
  messageResponseSchema,
  messages,
  registrationDetailsResponseSchema,
  registrationIdRequestSchema,
} from '@portal/domain';
import { customerOf, sessionOf } from '../../plugins/authentication.js';
import { customerCallSchema } from '../registration/route-schema.js';
import type { HolderService } from './holder-service.js';

export const holderRoutes: FastifyPluginAsyncZod<{ holders: HolderService }> = async (app, { holders }) => {
  const customerOnly = sessionOf('customer');

  app.post(
    '/api/Registration/GetCustomerAccountHolderList',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, accountHolderListResponseSchema) },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: await holders.listHolders(customerOf(request), request.body.RegistrationId),
    }),
  );

  app.post(
    '/api/Registration/GetRegistrationDetails',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, registrationDetailsResponseSchema) },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      ...(await holders.getRegistrationDetails(customerOf(request), request.body.RegistrationId)),
    }),
  );

  app.post(
    '/api/Registration/AddApplicantHolder',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, addApplicantHolderResponseSchema) },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: messages.holderAdded,
      registrationHoldersId: await holders.addHolder(customerOf(request), request.body.RegistrationId),
    }),
  );

  app.post(
    '/api/Registration/DeleteCustomerAccountHolder',
    { ...customerOnly, schema: customerCallSchema(deleteCustomerAccountHolderRequestSchema, messageResponseSchema) },
    async (request) => {
      await holders.deleteHolder(customerOf(request), request.body.RegistrationId, request.body.RegistrationHolderId);
      return { responseCode: 'OK' as const, responseMessage: messages.holderDeleted };
    },
  );
};
