import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  additionalDetailsShape,
  deleteCustomerPoiRequestSchema,
  firstAccountHolderDetailsRequestSchema,
  firstAccountHolderDetailsResponseSchema,
  getOtherHolderDetailsRequestSchema,
  getOtherHolderDetailsResponseSchema,
  messageResponseSchema,
  messages,
  ANY_FLOW_VARIANT,
  registrationRequestShape,
  registrationResponseSchema,
  savedResponseSchema,
  updateAccountHolderStatusRequestSchema,
  updateFamilyDetailsRequestShape,
  updateFormNo60RequestSchema,
  updatePersonalDetailsRequestShape,
  updateRelatedPersonRequestSchema,
} from '@portal/domain';
import { customerOf, sessionOf } from '../../plugins/authentication.js';
import { HOLDER_UPLOAD_BODY_LIMIT } from '../documents/uploads.js';
import { customerCallSchema } from '../registration/route-schema.js';
import type { HolderKycService } from './kyc-service.js';

/** A step's answer: the message and the step's version now on record. */
const savedAs = (version: number, responseMessage: string = messages.saved) => ({
  responseCode: 'OK' as const,
  responseMessage,
  version,
});

/** The per-holder KYC wizard calls (holder-wizards.md §7; paths as DESIGN.md §5 decides them). */
export const holderKycRoutes: FastifyPluginAsyncZod<{ kyc: HolderKycService }> = async (app, { kyc }) => {
  const customerOnly = sessionOf('customer');

  app.post(
    '/api/Registration/Registration',
    {
      ...customerOnly,
      // The one call here that carries files: photo, PAN and proofs, base64.
      bodyLimit: HOLDER_UPLOAD_BODY_LIMIT,
      schema: customerCallSchema(registrationRequestShape, registrationResponseSchema),
      // A body the shape refuses goes to the service, which adds the step's rules to the 400.
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        return kyc.refuseFirstHolderPersonal(customerOf(request), request.body, request.validationError);
      }
      return {
        responseCode: 'OK' as const,
        responseMessage: messages.saved,
        ...(await kyc.saveFirstHolderPersonal(customerOf(request), request.body)),
      };
    },
  );

  app.post(
    '/api/Registration/GetFirstAccountHolderDetails',
    {
      ...customerOnly,
      schema: customerCallSchema(firstAccountHolderDetailsRequestSchema, firstAccountHolderDetailsResponseSchema),
    },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      ...(await kyc.getHolderDetails(
        customerOf(request),
        request.body.RegistrationId,
        request.body.RegistrationHolderId,
      )),
    }),
  );

  app.post(
    '/api/Registration/UpdatePersonalDetails',
    {
      ...customerOnly,
      // The other-holder wizard's step 1: photo, PAN and proofs, base64, as Registration carries them.
      bodyLimit: HOLDER_UPLOAD_BODY_LIMIT,
      schema: customerCallSchema(updatePersonalDetailsRequestShape, savedResponseSchema),
      // A body the shape refuses goes to the service, which adds the step's rules to the 400.
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) {
        return kyc.refuseOtherHolderPersonal(customerOf(request), request.body, request.validationError);
      }
      return savedAs((await kyc.saveOtherHolderPersonal(customerOf(request), request.body)).version);
    },
  );

  app.post(
    '/api/Registration/GetOtherHolderDetails',
    {
      ...customerOnly,
      schema: customerCallSchema(getOtherHolderDetailsRequestSchema, getOtherHolderDetailsResponseSchema),
    },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: [
        await kyc.getOtherHolderDetails(
          customerOf(request),
          request.body.RegistrationId,
          request.body.RegistrationHolderId,
        ),
      ],
    }),
  );

  app.post(
    '/api/Registration/UpdateFamilyDetails',
    {
      ...customerOnly,
      // With or without a spouse / maiden name: the service parses again by the holder's marital status.
      schema: customerCallSchema(updateFamilyDetailsRequestShape, savedResponseSchema),
    },
    async (request) => {
      return savedAs(await kyc.updateFamilyDetails(customerOf(request), request.body));
    },
  );

  app.post(
    '/api/Registration/UpdateDetailOfRelatedPerson',
    { ...customerOnly, schema: customerCallSchema(updateRelatedPersonRequestSchema, savedResponseSchema) },
    async (request) => {
      return savedAs(await kyc.updateRelatedPerson(customerOf(request), request.body));
    },
  );

  app.post(
    '/api/Registration/UpdateFormNo60',
    { ...customerOnly, schema: customerCallSchema(updateFormNo60RequestSchema, savedResponseSchema) },
    async (request) => {
      return savedAs(await kyc.updateFormNo60(customerOf(request), request.body));
    },
  );

  app.post(
    '/api/Registration/UpdateAdditionalDetails',
    {
      ...customerOnly,
      // Any flow's values (every caste): the service parses again with the holder's own rules.
      schema: customerCallSchema(additionalDetailsShape(ANY_FLOW_VARIANT), savedResponseSchema),
    },
    async (request) => {
      // The service parses the body again with the rules that need today's date and the holder's wizard.
      return savedAs(await kyc.updateAdditionalDetails(customerOf(request), request.body));
    },
  );

  app.post(
    '/api/Registration/UpdateAccountHolderStatus',
    { ...customerOnly, schema: customerCallSchema(updateAccountHolderStatusRequestSchema, savedResponseSchema) },
    async (request) => {
      return savedAs(await kyc.acceptDeclaration(customerOf(request), request.body), messages.declarationSaved);
    },
  );

  app.post(
    '/api/Registration/DeleteCustomerPOI',
    { ...customerOnly, schema: customerCallSchema(deleteCustomerPoiRequestSchema, messageResponseSchema) },
    async (request) => {
      await kyc.deleteProof(customerOf(request), request.body.RegistrationId, request.body.Id);
      return { responseCode: 'OK' as const, responseMessage: messages.proofDeleted };
    },
  );
};
