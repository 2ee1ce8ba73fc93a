import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isPlainText, messages, type FieldError } from '@portal/domain';
import { AppError } from '../lib/app-error.js';

function findForbidden(value: unknown, path: string, found: FieldError[]): void {
  if (found.length > 0) return;
  if (typeof value === 'string') {
    if (!isPlainText(value)) found.push({ field: path, message: messages.invisibleCharacters });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === '' ? key : `${path}.${key}`;
    if (!isPlainText(key)) {
      found.push({ field: path, message: messages.invisibleCharacters });
      return;
    }
    findForbidden(item, itemPath, found);
  }
}

/**
 * The domain's text fields refuse control characters and unpaired surrogates; this does the same for
 * everything else a request carries (unknown keys, ids, parameters, query strings), so that no such
 * character reaches a schema transform, a log line or PostgreSQL, which refuses NUL in text and jsonb.
 */
export const plainTextInputPlugin = fp(async function plainTextInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found: FieldError[] = [];
    findForbidden(request.params, '', found);
    findForbidden(request.query, '', found);
    findForbidden(request.body, '', found);
    const [first] = found;
    if (first) throw new AppError('VALIDATION_ERROR', first.message, [first]);
  });
});
