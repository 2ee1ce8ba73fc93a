import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountOperationsResponseSchema,
  fdDetailsResponseSchema,
  messages,
  nominationResponseSchema,
  rdDetailsResponseSchema,
  registrationIdRequestSchema,
  savedResponseSchema,
  technoProductsResponseSchema,
  updateAccountOperationRequestSchema,
  updateFdDetailsRequestSchema,
  idField,
  isDa1Nomination,
  type UpdateNominationDa1Request,
  type UpdateNominationRequest,
  updateRdDetailsRequestSchema,
  updateTechnoProductsRequestSchema,
} from '@portal/domain';
import { z } from 'zod';
import { customerOf, sessionOf } from '../../plugins/authentication.js';
import { customerCallSchema } from '../registration/route-schema.js';
import type { SectionService } from './section-service.js';

/** A save's answer: the message and the section's version now on record. */
const savedAs = (version: number) => ({ responseCode: 'OK' as const, responseMessage: messages.saved, version });

/**
 * UpdateNominationDetails takes the hub's simple form or the wizard's DA-1 form (told apart by
 * NatureofDeposit). The route checks only the registration; the service parses the whole body with
 * its shape's schema, so each shape's 400s name its own fields with the spec's messages.
 */
const nominationBodySchema = z
  .looseObject({ RegistrationId: idField(messages.registrationRequired) })
  .describe(
    'Either the simple form (NomineeName, NomineeAddress, MinorDOB, Relationship, Guardian*) or the DA-1 form ' +
      '(NatureofDeposit, DistinguishingNo, AdditionalDetails, NomineeFirstName/MiddleName/LastName, ' +
      'NomineeAddress1-3, Relationship, Age, MinorDOB, AccountOperations).',
  );

/** The hub's sections: one read and one save each, for the caller's own application. */
export const sectionRoutes: FastifyPluginAsyncZod<{ sections: SectionService }> = async (app, { sections }) => {
  const customerOnly = sessionOf('customer');
  const ok = { responseCode: 'OK' as const, responseMessage: '' };

  app.post(
    '/api/Registration/GetCustomerAccountOperationsDetails',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, accountOperationsResponseSchema) },
    async (request) => ({
      ...ok,
      ...(await sections.getAccountOperations(customerOf(request), request.body.RegistrationId)),
    }),
  );
  app.post(
    '/api/Registration/UpdateAccountOperation',
    { ...customerOnly, schema: customerCallSchema(updateAccountOperationRequestSchema, savedResponseSchema) },
    async (request) => savedAs(await sections.updateAccountOperations(customerOf(request), request.body)),
  );

  app.post(
    '/api/Registration/GetCustomerNominationDetails',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, nominationResponseSchema) },
    async (request) => ({ ...ok, ...(await sections.getNomination(customerOf(request), request.body.RegistrationId)) }),
  );
  app.post(
    '/api/Registration/UpdateNominationDetails',
    { ...customerOnly, schema: customerCallSchema(nominationBodySchema, savedResponseSchema) },
    async (request) => {
      // The service parses the body with the shape's full rules, which need today's date.
      const customer = customerOf(request);
      return savedAs(
        isDa1Nomination(request.body)
          ? await sections.updateNominationDa1(customer, request.body as UpdateNominationDa1Request)
          : await sections.updateNomination(customer, request.body as UpdateNominationRequest),
      );
    },
  );

  app.post(
    '/api/Registration/GetCustomerTechnoProductsDetails',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, technoProductsResponseSchema) },
    async (request) => ({
      ...ok,
      ...(await sections.getTechnoProducts(customerOf(request), request.body.RegistrationId)),
    }),
  );
  app.post(
    '/api/Registration/UpdateTechnoProducts',
    { ...customerOnly, schema: customerCallSchema(updateTechnoProductsRequestSchema, savedResponseSchema) },
    async (request) => savedAs(await sections.updateTechnoProducts(customerOf(request), request.body)),
  );

  app.post(
    '/api/Registration/GetFDDetails',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, fdDetailsResponseSchema) },
    async (request) => ({ ...ok, ...(await sections.getFdDetails(customerOf(request), request.body.RegistrationId)) }),
  );
  app.post(
    '/api/Registration/UpdateFDDetails',
    { ...customerOnly, schema: customerCallSchema(updateFdDetailsRequestSchema, savedResponseSchema) },
    async (request) => savedAs(await sections.updateFdDetails(customerOf(request), request.body)),
  );

  app.post(
    '/api/Registration/GetRDDetails',
    { ...customerOnly, schema: customerCallSchema(registrationIdRequestSchema, rdDetailsResponseSchema) },
    async (request) => ({ ...ok, data: await sections.getRdDetails(customerOf(request), request.body.RegistrationId) }),
  );
  app.post(
    '/api/Registration/UpdateRDDetails',
    { ...customerOnly, schema: customerCallSchema(updateRdDetailsRequestSchema, savedResponseSchema) },
    async (request) => savedAs(await sections.updateRdDetails(customerOf(request), request.body)),
  );
};
