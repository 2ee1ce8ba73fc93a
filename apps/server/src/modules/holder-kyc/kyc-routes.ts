import type { FastifyPluginAsync } from 'fastify';
import { contract, messages } from '@portal/domain';
import { customerOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import { HOLDER_UPLOAD_BODY_LIMIT } from '@server/modules/documents';
import type { HolderKycService } from './kyc-service.js';
import { KYC_STEPS, VALUES_STEP_KEYS } from './kyc-steps.js';

/** A step's answer: the message and the step's version now on record. */
const savedAs = (version: number, responseMessage: string = messages.saved) => ({
  responseCode: 'OK' as const,
  responseMessage,
  version,
});

/**
 * The personal steps carry files (photo, PAN and proofs, base64), and a body the shape refuses goes
 * to the service, which adds the step's rules to the 400.
 */
const personalStep = { bodyLimit: HOLDER_UPLOAD_BODY_LIMIT, attachValidation: true };

/** The per-holder KYC wizard calls (holder-wizards.md §7; paths as DESIGN.md §5 decides them). */
export const holderKycRoutes: FastifyPluginAsync<{ kyc: HolderKycService }> = async (app, { kyc }) => {
  registerCall(
    app,
    contract.Registration,
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
    personalStep,
  );

  // A list, as the spec answers it (holder-wizards.md §7): the one holder asked for.
  registerCall(app, contract.GetFirstAccountHolderDetails, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    data: [
      await kyc.getHolderDetails(customerOf(request), request.body.RegistrationId, request.body.RegistrationHolderId),
    ],
  }));

  registerCall(
    app,
    contract.UpdatePersonalDetails,
    async (request) => {
      if (request.validationError) {
        return kyc.refuseOtherHolderPersonal(customerOf(request), request.body, request.validationError);
      }
      return savedAs((await kyc.saveOtherHolderPersonal(customerOf(request), request.body)).version);
    },
    personalStep,
  );

  registerCall(app, contract.GetOtherHolderDetails, async (request) => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    data: [
      await kyc.getOtherHolderDetails(
        customerOf(request),
        request.body.RegistrationId,
        request.body.RegistrationHolderId,
      ),
    ],
  }));

  // Family, related person, Form 60/61 and additional details: each step's call is in the step
  // table, and the service parses its body again with the rules of the holder's wizard and saved steps.
  for (const step of VALUES_STEP_KEYS) {
    registerCall(app, KYC_STEPS[step].call, async (request) =>
      savedAs(await kyc.saveValuesStep(customerOf(request), step, request.body)),
    );
  }

  registerCall(app, contract.UpdateAccountHolderStatus, async (request) =>
    savedAs(await kyc.acceptDeclaration(customerOf(request), request.body), messages.declarationSaved),
  );

  registerCall(app, contract.DeleteCustomerPOI, async (request) => {
    await kyc.deleteProof(customerOf(request), request.body.RegistrationId, request.body.Id);
    return { responseCode: 'OK' as const, responseMessage: messages.proofDeleted };
  });
};
