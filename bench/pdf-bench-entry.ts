// Bundled by bench/run.mjs (esbuild) and run in-process: seeds a three-holder FD application with
// phone-sized photos through the API (and the store, for the other holders' details), submits it,
// then times the application PDF. Reuses the API tests' app and fixtures so the data is the tested data.
import { loadApplicationForPrint } from '../apps/server/src/modules/application-pdf/print-query.js';
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import {
  renderApplicationPdf,
  writeApplicationForm,
  type FormOptions,
} from '../apps/server/src/modules/application-pdf/application-pdf.js';
import type { ApplicationPrintData } from '../apps/server/src/modules/application-pdf/print-query.js';
import { documentStore } from '../apps/server/src/modules/documents/document-store.js';
import { createTestApp } from '../apps/server/test/support/test-app.js';
import { cameraJpeg, fillApplication } from '../apps/server/test/support/application-fixtures.js';
import type { Backend } from '../apps/server/test/support/test-database.js';
import type { Language } from '@portal/domain';
import { HtmlFormWriter } from './html-form-writer.js';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/**
 * DESIGN.md §8's anchor: a warm Chromium (one browser, one page, kept open) printing the same form
 * as HTML, written from the same data through the same form code. Each print is timed from the data
 * to the PDF's bytes, as the pdfkit render is.
 */
async function timeChromiumPrint(data: ApplicationPrintData, options: FormOptions, prints: number) {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    const print = async () => {
      const writer = new HtmlFormWriter(data.registration.reference_no);
      writeApplicationForm(writer, data, options);
      await page.setContent(writer.html(), { waitUntil: 'load' });
      return page.pdf({
        preferCSSPageSize: true,
        printBackground: true,
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: writer.footerTemplate(),
      });
    };
    const times: number[] = [];
    let size = 0;
    let pages = '';
    for (let i = 0; i < prints + 5; i += 1) {
      const started = performance.now();
      const pdf = await print();
      if (i >= 5) times.push(performance.now() - started);
      size = pdf.length;
      pages = (/\/Count (\d+)/.exec(pdf.toString('latin1')) ?? [])[1] ?? '?';
    }
    return { size, pages, p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await browser.close();
  }
}

export async function measureApplicationPdf(backend: Backend, renders: number) {
  const t = await createTestApp(backend);
  try {
    const mobile = '9811111111';
    const token = await t.signInCustomer(mobile);
    const { RegistrationId } = await fillApplication(t, token, mobile, {
      accountTypeId: 2,
      photo: await cameraJpeg(1500, 2000, 120),
      otherHolders: [
        {
          firstName: 'Ravi',
          lastName: 'Patil',
          photo: await cameraJpeg(1500, 2000, 90),
          aadhaarMasked: 'XXXX XXXX 1234',
        },
        { firstName: 'Meera', lastName: 'Joshi', photo: await cameraJpeg(1500, 2000, 160) },
      ],
    });
    const submitted = await t.call('POST', '/api/Registration/SubmitAccount', { body: { RegistrationId }, token });
    if (submitted.statusCode !== 200) throw new Error(`SubmitAccount answered ${submitted.statusCode}`);

    // The whole request (token check, access rule, 7 reads, render) through Fastify's inject.
    const url = `/RegistrationPrintPDF/${RegistrationId}.pdf`;
    const request = () => t.call('GET', url, { token });
    for (let i = 0; i < 20; i += 1) await request();
    const requestTimes: number[] = [];
    let size = 0;
    for (let i = 0; i < renders; i += 1) {
      const started = performance.now();
      const response = await request();
      requestTimes.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`PDF answered ${response.statusCode}`);
      size = response.rawPayload.length;
    }

    // The render alone, from data already loaded.
    const data = await loadApplicationForPrint(t.db, RegistrationId, { mobile, submittedOnly: true });
    if (!data) throw new Error('no printable application');
    // The photos as printed: the print image made at submit, else the original (from the document store).
    const photos = new Map<number, Buffer>();
    for (const d of data.documents) {
      if (d.kind !== 'photo' || !d.file_name) continue;
      const image =
        (await documentStore.readPrintImage(t.db, d.file_name)) ?? (await documentStore.read(t.db, d.file_name));
      if (image) photos.set(d.holder_id, image);
    }
    if (photos.size !== 3) throw new Error(`expected 3 photos to print, read ${photos.size}`);
    const timeRenders = async (language: Language) => {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i < renders + 20; i += 1) {
        const started = performance.now();
        const pdf = await renderApplicationPdf(data, { bankName: t.config.bankName, photos, language });
        if (i >= 20) times.push(performance.now() - started);
        bytes = pdf.length;
      }
      return { size: bytes, p50: percentile(times, 50), p95: percentile(times, 95) };
    };
    const renderTimes: number[] = [];
    for (let i = 0; i < renders + 20; i += 1) {
      const started = performance.now();
      await renderApplicationPdf(data, { bankName: t.config.bankName, photos });
      if (i >= 20) renderTimes.push(performance.now() - started);
    }
    // The same form in Marathi: an embedded, shaped Devanagari font instead of the built-in Helvetica.
    const marathi = await timeRenders('mr');
    const chromiumPrint = existsSync('/usr/bin/chromium')
      ? await timeChromiumPrint(data, { bankName: t.config.bankName, photos }, 50)
      : null;
    return {
      size,
      marathi,
      chromiumPrint,
      pages: (/\/Count (\d+)/.exec(
        Buffer.from(await renderApplicationPdf(data, { bankName: t.config.bankName, photos })).toString('latin1'),
      ) ?? [])[1],
      request: { p50: percentile(requestTimes, 50), p95: percentile(requestTimes, 95) },
      render: { p50: percentile(renderTimes, 50), p95: percentile(renderTimes, 95) },
    };
  } finally {
    await t.close();
  }
}
