import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '@portal/domain';
import { AppError } from '../../lib/app-error.js';
import { principalOf, sessionOf } from '../../plugins/authentication.js';
import type { ApplicationPdfService } from './pdf-service.js';

const PDF_NAME_PATTERN = /^([1-9][0-9]{0,9})\.pdf$/;

/**
 * GET /RegistrationPrintPDF/{registrationId}.pdf (DESIGN.md §5): the application form of a Completed
 * application, rendered from the saved data, for the customer who owns it, staff of its branch and
 * admins. Everyone else, and any application without a PDF yet, is told 404.
 */
export const applicationPdfRoutes: FastifyPluginAsyncZod<{ pdfs: ApplicationPdfService }> = async (app, { pdfs }) => {
  app.get(
    '/RegistrationPrintPDF/:file',
    {
      ...sessionOf('customer', 'staff'),
      schema: {
        tags: ['Registration'],
        security: [{ bearer: [] }],
        params: z.strictObject({ file: z.string().max(20) }),
      },
    },
    async (request, reply) => {
      const match = PDF_NAME_PATTERN.exec(request.params.file);
      if (!match?.[1]) throw new AppError('NOT_FOUND', messages.notFound);
      const { fileName, pdf } = await pdfs.renderApplication(principalOf(request), Number(match[1]));
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
