import type { FastifyPluginAsync } from 'fastify';
import { contract, messages } from '@portal/domain';
import { AppError } from '@server/lib/app-error.js';
import { principalOf } from '@server/plugins/authentication.js';
import { registerCall } from '@server/plugins/contract.js';
import type { ApplicationPdfService } from './pdf-service.js';

const PDF_NAME_PATTERN = /^([1-9][0-9]{0,9})\.pdf$/;

/**
 * GET /RegistrationPrintPDF/{registrationId}.pdf (DESIGN.md §5): the application form rendered from
 * the saved data: a Completed application's for the customer who owns it, staff of its branch and
 * admins; a Partially Filled one's, marked 'DRAFT - not submitted' on every page, for staff of its
 * branch and admins only. Everyone else is told 404. `?language=mr` (en, mr, hi) picks the form's
 * language; without it the customer's saved one.
 */
export const applicationPdfRoutes: FastifyPluginAsync<{ pdfs: ApplicationPdfService }> = async (app, { pdfs }) => {
  registerCall(app, contract.RegistrationPrintPDF, async (request, reply) => {
    const match = PDF_NAME_PATTERN.exec(request.params.file);
    if (!match?.[1]) throw new AppError('NOT_FOUND', messages.notFound);
    const { fileName, pdf } = await pdfs.renderApplication(
      principalOf(request),
      Number(match[1]),
      request.query.language,
    );
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="${fileName}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(pdf);
  });
};
