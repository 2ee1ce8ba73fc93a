import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkCustomerExistsRequestSchema,
  checkCustomerExistsResponseSchema,
  createNewAccountRequestSchema,
  createNewAccountResponseSchema,
  deleteCustomerAccountRequestSchema,
  errorResponseSchema,
  getAllCustomerAccountListRequestSchema,
  getAllCustomerAccountListResponseSchema,
  messageResponseSchema,
  messages,
} from '@portal/domain';
import { customerOf } from '../../plugins/authentication.js';
import type { RegistrationService } from './registration-service.js';

const refusals = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const registrationRoutes: FastifyPluginAsyncZod<{ registrations: RegistrationService }> = async (
  app,
  { registrations },
) => {
  const customerOnly = { preHandler: app.requireSession('customer') };

  app.post(
    '/api/Registration/CheckCustomerExists',
    {
      ...customerOnly,
      schema: {
        tags: ['Registration'],
        security: [{ bearer: [] }],
        body: checkCustomerExistsRequestSchema,
        response: { 200: checkCustomerExistsResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: await registrations.customerExists(customerOf(request), request.body.MobileNo),
    }),
  );

  app.post(
    '/api/Registration/CreateNewAccount',
    {
      ...customerOnly,
      schema: {
        tags: ['Registration'],
        security: [{ bearer: [] }],
        body: createNewAccountRequestSchema,
        response: { 200: createNewAccountResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const body = request.body;
      const created = await registrations.createNewAccount(customerOf(request), {
        mobile: body.Mobile,
        email: body.Email ?? '',
        accountTypeId: body.AccountTypeId,
        entityTypeId: body.EntityTypeId,
        locationId: body.LocationId,
        branchCode: body.BranchId,
      });
      return { responseCode: 'OK' as const, responseMessage: messages.accountCreated, ...created };
    },
  );

  app.post(
    '/api/Registration/GetAllCustomerAccountList',
    {
      ...customerOnly,
      schema: {
        tags: ['Registration'],
        security: [{ bearer: [] }],
        body: getAllCustomerAccountListRequestSchema,
        response: { 200: getAllCustomerAccountListResponseSchema, ...refusals },
      },
    },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: await registrations.listApplications(customerOf(request), request.body.MobileNo),
    }),
  );

  app.post(
    '/api/Registration/DeleteCustomerAccount',
    {
      ...customerOnly,
      schema: {
        tags: ['Registration'],
        security: [{ bearer: [] }],
        body: deleteCustomerAccountRequestSchema,
        response: { 200: messageResponseSchema, ...refusals },
      },
    },
    async (request) => {
      await registrations.deleteAccount(customerOf(request), request.body.RegistrationId);
      return { responseCode: 'OK' as const, responseMessage: messages.accountDeleted };
    },
  );
};
