import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { contract, customerListMessages } from '@portal/domain';
import { staffOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { CustomerListService } from './customer-list-service.js';

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
export const customerListRoutes: FastifyPluginAsync<{ customerList: CustomerListService }> = async (
  app,
  { customerList },
) => {
  registerCall(app, contract.GetAllBranchLoginCustomerList, async (request, reply) => {
    // The service parses the body again with the rules that need today's date.
    const { records, truncated } = await customerList.listByDates(staffOf(request), request.body);
    serialiseAsIs(reply);
    return {
      responseCode: 'OK' as const,
      responseMessage: truncated ? customerListMessages.truncated : '',
      data: records,
      truncated,
    };
  });

  registerCall(app, contract.GetCustomerListPage, async (request, reply) => {
    const page = await customerList.listPage(staffOf(request), request.body);
    serialiseAsIs(reply);
    return { responseCode: 'OK' as const, responseMessage: '', ...page };
  });

  // Streamed: each batch of records is read when the reply has sent the one before (decision 032).
  registerCall(app, contract.CustomerListCsv, async (request, reply) => {
    const { fileName, chunks } = customerList.exportCsv(staffOf(request), request.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(chunks));
  });

  registerCall(app, contract.GetRegistrationDetailsByRefNo, async (request, reply) => {
    const records = await customerList.findByReference(staffOf(request), request.body.ReferenceNo);
    serialiseAsIs(reply);
    return { responseCode: 'OK' as const, responseMessage: '', data: records, truncated: false };
  });
};
