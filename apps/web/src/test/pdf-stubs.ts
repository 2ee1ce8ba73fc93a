import { vi } from 'vitest';

/**
 * jsdom has no object URLs and does not download: URL.createObjectURL answers `blob:pdf-N`, and each
 * link click (downloadBlob's) is recorded with its download name instead of navigating.
 */
export function stubPdfBlobs() {
  const blobs: Blob[] = [];
  const revoked: string[] = [];
  const downloads: { fileName: string; href: string }[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      blobs.push(blob);
      return `blob:pdf-${blobs.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ fileName: this.download, href: this.href });
  });
  return { blobs, revoked, downloads };
}

/** The answer of GET /RegistrationPrintPDF/{id}.pdf in the stubbed fetch (its bytes do not matter). */
export const pdfAnswer = () => ({ body: '%PDF-1.7' });
