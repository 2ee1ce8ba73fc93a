import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerListMessages,
  customerListResponseSchema,
  errorResponseSchema,
  getAllBranchLoginCustomerListRequestShape,
  getRegistrationDetailsByRefNoRequestSchema,
} from '@portal/domain';
import type { z } from 'zod';
import { staffOf, sessionOf } from '../../plugins/authentication.js';
import type { CustomerListService } from './customer-list-service.js';

function staffCallSchema<Body extends z.ZodType>(body: Body) {
  return {
    tags: ['Customer list'],
    security: [{ bearer: [] }],
    body,
    response: {
      200: customerListResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
    },
  };
}

/**
 * Serialises this reply's answer with plain JSON.stringify instead of the route's response schema,
 * whose serializer parses and copies every record again before stringifying: milliseconds of work and
 * garbage for thousands of records (docs/decisions/010-customer-list-bounds.md). The records come
 * straight from one query whose columns are the schema's keys in its order, and the handlers' answers
 * are type-checked against the schema, so the bytes are the same (the tests compare them). The schema
 * stays on the route for the API document and for the error answers.
 */
function serialiseAsIs(reply: FastifyReply) {
  // A reply serializer sets no content type of its own.
  reply.type('application/json; charset=utf-8').serializer((payload) => JSON.stringify(payload));
}

/** The branch customer list (portal.md §2, §7): staff sessions only, scoped to the staff member's branch. */
export const customerListRoutes: FastifyPluginAsyncZod<{ customerList: CustomerListService }> = async (
  app,
  { customerList },
) => {
  const staffOnly = sessionOf('staff');

  app.post(
    '/api/Registration/GetAllBranchLoginCustomerList',
    { ...staffOnly, schema: staffCallSchema(getAllBranchLoginCustomerListRequestShape) },
    async (request, reply) => {
      // The service parses the body again with the rules that need today's date.
      const { records, truncated } = await customerList.listByDates(staffOf(request), request.body);
      serialiseAsIs(reply);
      return {
        responseCode: 'OK' as const,
        responseMessage: truncated ? customerListMessages.truncated : '',
        data: records,
        truncated,
      };
    },
  );

  app.post(
    '/api/Registration/GetRegistrationDetailsByRefNo',
    { ...staffOnly, schema: staffCallSchema(getRegistrationDetailsByRefNoRequestSchema) },
    async (request, reply) => {
      const records = await customerList.findByReference(staffOf(request), request.body.ReferenceNo);
      serialiseAsIs(reply);
      return { responseCode: 'OK' as const, responseMessage: '', data: records, truncated: false };
    },
  );
};
