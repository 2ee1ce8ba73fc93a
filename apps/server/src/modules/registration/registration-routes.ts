import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkCustomerExistsRequestSchema,
  checkCustomerExistsResponseSchema,
  createNewAccountRequestSchema,
  createNewAccountResponseSchema,
  deleteCustomerAccountRequestSchema,
  getAllCustomerAccountListRequestSchema,
  getAllCustomerAccountListResponseSchema,
  messageResponseSchema,
  messages,
} from '@portal/domain';
import { customerOf, sessionOf } from '../../plugins/authentication.js';
import { customerCallSchema } from './route-schema.js';
import type { RegistrationService } from './registration-service.js';

export const registrationRoutes: FastifyPluginAsyncZod<{ registrations: RegistrationService }> = async (
  app,
  { registrations },
) => {
  const customerOnly = sessionOf('customer');

  app.post(
    '/api/Registration/CheckCustomerExists',
    {
      ...customerOnly,
      schema: customerCallSchema(checkCustomerExistsRequestSchema, checkCustomerExistsResponseSchema),
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
      schema: customerCallSchema(createNewAccountRequestSchema, createNewAccountResponseSchema),
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
      schema: customerCallSchema(getAllCustomerAccountListRequestSchema, getAllCustomerAccountListResponseSchema),
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
      schema: customerCallSchema(deleteCustomerAccountRequestSchema, messageResponseSchema),
    },
    async (request) => {
      await registrations.deleteAccount(customerOf(request), request.body.RegistrationId);
      return { responseCode: 'OK' as const, responseMessage: messages.accountDeleted };
    },
  );
};
