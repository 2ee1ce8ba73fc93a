import type { FastifyPluginAsync } from 'fastify';
import { contract, messages } from '@portal/domain';
import { customerOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { RegistrationService } from './registration-service.js';

export const registrationRoutes: FastifyPluginAsync<{ registrations: RegistrationService }> = async (
  app,
  { registrations },
) => {
  registerCall(app, contract.CheckCustomerExists, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    data: await registrations.customerExists(customerOf(request), request.body.MobileNo),
  }));

  registerCall(app, contract.CreateNewAccount, async (request) => {
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
  });

  registerCall(app, contract.GetAllCustomerAccountList, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    data: await registrations.listApplications(customerOf(request), request.body.MobileNo),
  }));

  registerCall(app, contract.DeleteCustomerAccount, async (request) => {
    await registrations.deleteAccount(customerOf(request), request.body.RegistrationId);
    return { responseCode: 'OK' as const, responseMessage: messages.accountDeleted };
  });
};
