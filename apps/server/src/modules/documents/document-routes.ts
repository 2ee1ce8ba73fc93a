import type { FastifyPluginAsync } from 'fastify';
import { contract, messages } from '@portal/domain';
import type { Database } from '@server/db/client.js';
import { AppError } from '@server/lib/app-error.js';
import { principalOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import { findVisibleFile } from './document-repository.js';
import { FILE_FOLDERS, type FileFolder } from './file-paths.js';

/** Names as the server gives them: 32 hex digits and the extension of the stored type. */
const FILE_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|pdf)$/;

/** Each folder's call in the contract. */
const FOLDER_CALLS = { Photo: contract.GetPhoto, POIFiles: contract.GetPOIFile } satisfies Record<FileFolder, unknown>;

/**
 * GET /Photo/{file} and GET /POIFiles/{file}: a holder's documents, for the customer who owns the
 * application, staff of its branch and admins (DESIGN.md §6). Everyone else is told 404, exactly as
 * for a name that does not exist.
 */
export const documentRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  for (const folder of Object.keys(FILE_FOLDERS) as FileFolder[]) {
    registerCall(app, FOLDER_CALLS[folder], async (request, reply) => {
      const { file } = request.params;
      const found = FILE_NAME_PATTERN.test(file)
        ? await findVisibleFile(db, file, FILE_FOLDERS[folder], principalOf(request))
        : undefined;
      if (!found?.content || !found.content_type) throw new AppError('NOT_FOUND', messages.notFound);
      return reply
        .type(found.content_type)
        .header('Content-Disposition', `attachment; filename="${file}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(found.content);
    });
  }
};
