import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { contract, messages } from '@portal/domain';
import { customerOf, principalOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { SectionService } from './section-service.js';

type Customer = ReturnType<typeof customerOf>;
type SectionRequest<Body> = FastifyRequest & { body: Body };

/** A read's answer: the section of the caller's own application, beside the answer's code. */
async function readFor<Answer extends object>(
  request: SectionRequest<{ RegistrationId: number }>,
  read: (customer: Customer, registrationId: number) => Promise<Answer>,
) {
  return {
    responseCode: 'OK' as const,
    responseMessage: '',
    ...(await read(customerOf(request), request.body.RegistrationId)),
  };
}

/** A save's answer: the message and the section's version now on record. */
async function saveFor<Body>(request: SectionRequest<Body>, save: (customer: Customer, body: Body) => Promise<number>) {
  return {
    responseCode: 'OK' as const,
    responseMessage: messages.saved,
    version: await save(customerOf(request), request.body),
  };
}

/** The hub's sections: one read and one save each, for the caller's own application. */
export const sectionRoutes: FastifyPluginAsync<{ sections: SectionService }> = async (app, { sections }) => {
  registerCall(app, contract.GetCustomerAccountOperationsDetails, (request) =>
    readFor(request, sections.getAccountOperations),
  );
  registerCall(app, contract.UpdateAccountOperation, (request) => saveFor(request, sections.updateAccountOperations));

  // Branch staff may read the nominees too; only the customer saves them.
  registerCall(app, contract.GetNominees, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    ...(await sections.getNominees(principalOf(request), request.body.RegistrationId)),
  }));
  registerCall(app, contract.UpdateNominees, (request) => saveFor(request, sections.updateNominees));

  registerCall(app, contract.GetCustomerTechnoProductsDetails, (request) =>
    readFor(request, sections.getTechnoProducts),
  );
  registerCall(app, contract.UpdateTechnoProducts, (request) => saveFor(request, sections.updateTechnoProducts));

  registerCall(app, contract.GetFDDetails, (request) => readFor(request, sections.getFdDetails));
  registerCall(app, contract.UpdateFDDetails, (request) => saveFor(request, sections.updateFdDetails));

  registerCall(app, contract.GetRDDetails, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    data: await sections.getRdDetails(customerOf(request), request.body.RegistrationId),
  }));
  registerCall(app, contract.UpdateRDDetails, (request) => saveFor(request, sections.updateRdDetails));
};
