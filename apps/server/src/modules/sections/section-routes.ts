import type { FastifyPluginAsync } from 'fastify';
import { contract, messages } from '@portal/domain';
import { customerOf, principalOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { SectionService } from './section-service.js';

/** A save's answer: the message and the section's version now on record. */
const savedAs = (version: number) => ({ responseCode: 'OK' as const, responseMessage: messages.saved, version });

/** The hub's sections: one read and one save each, for the caller's own application. */
export const sectionRoutes: FastifyPluginAsync<{ sections: SectionService }> = async (app, { sections }) => {
  const ok = { responseCode: 'OK' as const, responseMessage: '' };

  registerCall(app, contract.GetCustomerAccountOperationsDetails, async (request) => ({
    ...ok,
    ...(await sections.getAccountOperations(customerOf(request), request.body.RegistrationId)),
  }));
  registerCall(app, contract.UpdateAccountOperation, async (request) =>
    savedAs(await sections.updateAccountOperations(customerOf(request), request.body)),
  );

  registerCall(app, contract.GetNominees, async (request) => ({
    ...ok,
    ...(await sections.getNominees(principalOf(request), request.body.RegistrationId)),
  }));
  registerCall(app, contract.UpdateNominees, async (request) =>
    savedAs(await sections.updateNominees(customerOf(request), request.body)),
  );

  registerCall(app, contract.GetCustomerTechnoProductsDetails, async (request) => ({
    ...ok,
    ...(await sections.getTechnoProducts(customerOf(request), request.body.RegistrationId)),
  }));
  registerCall(app, contract.UpdateTechnoProducts, async (request) =>
    savedAs(await sections.updateTechnoProducts(customerOf(request), request.body)),
  );

  registerCall(app, contract.GetFDDetails, async (request) => ({
    ...ok,
    ...(await sections.getFdDetails(customerOf(request), request.body.RegistrationId)),
  }));
  registerCall(app, contract.UpdateFDDetails, async (request) =>
    savedAs(await sections.updateFdDetails(customerOf(request), request.body)),
  );

  registerCall(app, contract.GetRDDetails, async (request) => ({
    ...ok,
    data: await sections.getRdDetails(customerOf(request), request.body.RegistrationId),
  }));
  registerCall(app, contract.UpdateRDDetails, async (request) =>
    savedAs(await sections.updateRdDetails(customerOf(request), request.body)),
  );
};
