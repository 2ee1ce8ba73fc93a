import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicRoute, sessionOf } from '../../plugins/authentication.js';
import {
  branchListResponseSchema,
  branchesOfLocationParamsSchema,
  errorResponseSchema,
  REFERENCE_LIST_NAMES,
  REFERENCE_LISTS,
  referenceListResponseSchema,
} from '@portal/domain';
import type { Database } from '../../db/client.js';
import { listBranches, listReferenceItems } from './reference-repository.js';

function toBranchItems(rows: Awaited<ReturnType<typeof listBranches>>) {
  return rows.map((row) => ({ id: row.code, branchName: row.name, locationId: row.location_id }));
}

/** Public reference lists: the spec reads them both by POST and by GET, so both answer. */
export const referenceRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const list of REFERENCE_LIST_NAMES) {
    const labelField = REFERENCE_LISTS[list];
    for (const method of ['GET', 'POST'] as const) {
      app.route({
        method,
        url: `/api/${list}/GetAll`,
        ...publicRoute,
        schema: { tags: ['Reference data'], response: { 200: referenceListResponseSchema(list) } },
        handler: async () => {
          const items = await listReferenceItems(db, list);
          return {
            responseCode: 'OK' as const,
            responseMessage: '',
            data: items.map((item) => ({ id: item.id, [labelField]: item.name })),
          };
        },
      });
    }
  }

  // The wizards read the customer reasons under this name too (holder-wizards.md §3), in a session.
  app.post(
    '/api/Registration/GetCustomerReasonList',
    {
      ...sessionOf('customer', 'staff'),
      schema: {
        tags: ['Reference data'],
        security: [{ bearer: [] }],
        response: {
          200: referenceListResponseSchema('CustomerReason'),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async () => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: (await listReferenceItems(db, 'CustomerReason')).map((item) => ({
        id: item.id,
        [REFERENCE_LISTS.CustomerReason]: item.name,
      })),
    }),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/api/Branch/GetAll',
      ...publicRoute,
      schema: { tags: ['Reference data'], response: { 200: branchListResponseSchema } },
      handler: async () => ({
        responseCode: 'OK' as const,
        responseMessage: '',
        data: toBranchItems(await listBranches(db)),
      }),
    });
  }

  app.get(
    '/api/Branch/:LocationId',
    {
      ...publicRoute,
      schema: {
        tags: ['Reference data'],
        summary: 'The branches of one location',
        params: branchesOfLocationParamsSchema,
        response: { 200: branchListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: toBranchItems(await listBranches(db, request.params.LocationId)),
    }),
  );
};
