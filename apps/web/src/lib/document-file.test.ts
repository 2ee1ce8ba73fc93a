import { messages, UPLOAD_MAX_BYTES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { fileProblem } from './document-file';

const IMAGES = ['image/jpeg', 'image/png'] as const;
const JPG_OR_PDF = ['image/jpeg', 'application/pdf'] as const;

describe('fileProblem: what is refused before a chosen file is read', () => {
  it('refuses a type the field does not take with the message for its types', () => {
    expect(fileProblem({ type: 'application/pdf', size: 10 }, IMAGES, 'photo')).toBe(messages.wrongFileType);
    expect(fileProblem({ type: 'image/png', size: 10 }, JPG_OR_PDF, 'document')).toBe(messages.wrongFileTypeJpgPdf);
    expect(fileProblem({ type: '', size: 10 }, IMAGES, 'document')).toBe(messages.wrongFileType);
  });

  it('refuses a PDF over the limit, which the browser cannot shrink', () => {
    expect(
      fileProblem({ type: 'application/pdf', size: UPLOAD_MAX_BYTES.document }, JPG_OR_PDF, 'document'),
    ).toBeNull();
    expect(fileProblem({ type: 'application/pdf', size: UPLOAD_MAX_BYTES.document + 1 }, JPG_OR_PDF, 'document')).toBe(
      messages.documentTooLarge,
    );
  });

  it('takes an image of any size: it is shrunk to fit', () => {
    expect(fileProblem({ type: 'image/jpeg', size: 12 * UPLOAD_MAX_BYTES.photo }, IMAGES, 'photo')).toBeNull();
    expect(fileProblem({ type: 'image/png', size: 100 }, IMAGES, 'photo')).toBeNull();
  });
});
