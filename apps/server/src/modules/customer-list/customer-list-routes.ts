import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerListMessages,
  customerListResponseSchema,
  errorResponseSchema,
  getAllBranchLoginCustomerListRequestShape,
  getRegistrationDetailsByRefNoRequestSchema,
} from '@portal/domain';
import type { z } from 'zod';
import { staffOf } from '../../plugins/authentication.js';
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

/** The branch customer list (portal.md §2, §7): staff sessions only, scoped to the staff member's branch. */
export const customerListRoutes: FastifyPluginAsyncZod<{ customerList: CustomerListService }> = async (
  app,
  { customerList },
) => {
  const staffOnly = { preHandler: app.requireSession('staff') };

  app.post(
    '/api/Registration/GetAllBranchLoginCustomerList',
    { ...staffOnly, schema: staffCallSchema(getAllBranchLoginCustomerListRequestShape) },
    async (request) => {
      // The service parses the body again with the rules that need today's date.
      const { records, truncated } = await customerList.listByDates(staffOf(request), request.body);
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
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: await customerList.findByReference(staffOf(request), request.body.ReferenceNo),
      truncated: false,
    }),
  );
};
