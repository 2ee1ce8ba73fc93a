import type { FastifyPluginAsync } from 'fastify';
import {
  contract,
  REFERENCE_LIST_NAMES,
  referenceItemOf,
  referenceListContract,
  type ReferenceListName,
} from '@portal/domain';
import { PUBLIC_READ_RATE_LIMIT, registerCall } from '@server/plugins/contract.js';
import type { Database } from '@server/db/client.js';
import { listBranches, listReferenceItems } from './reference-repository.js';

function toBranchItems(rows: Awaited<ReturnType<typeof listBranches>>) {
  return rows.map((row) => ({ id: row.code, branchName: row.name, locationId: row.location_id }));
}

const publicRead = { rateLimit: PUBLIC_READ_RATE_LIMIT };

/** Public reference lists: the spec reads them both by POST and by GET, so both answer. */
export const referenceRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  async function listAnswer<List extends ReferenceListName>(list: List) {
    const items = await listReferenceItems(db, list);
    return {
      responseCode: 'OK' as const,
      responseMessage: '',
      data: items.map((item) => referenceItemOf(list, item.id, item.name)),
    };
  }

  function registerList<List extends ReferenceListName>(list: List) {
    registerCall(app, referenceListContract[list].GET, () => listAnswer(list), publicRead);
    registerCall(app, referenceListContract[list].POST, () => listAnswer(list), publicRead);
  }
  for (const list of REFERENCE_LIST_NAMES) registerList(list);

  // The wizards read the customer reasons under this name too (holder-wizards.md §3), in a session.
  registerCall(app, contract.GetCustomerReasonList, () => listAnswer('CustomerReason'));

  const allBranches = async () => ({
    responseCode: 'OK' as const,
    responseMessage: '',
    data: toBranchItems(await listBranches(db)),
  });
  registerCall(app, contract.GetAllBranch, allBranches, publicRead);
  registerCall(app, contract.GetAllBranchByPost, allBranches, publicRead);

  registerCall(
    app,
    contract.GetBranchesOfLocation,
    async (request) => ({
      responseCode: 'OK' as const,
      responseMessage: '',
      data: toBranchItems(await listBranches(db, request.params.LocationId)),
    }),
    publicRead,
  );
};
