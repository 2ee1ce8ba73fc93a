import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillApplication } from './support/application-fixtures.js';
import { smallPng } from './support/holder-fixtures.js';
import { devanagariSkeleton, readPdfPages } from './support/pdf-reader.js';
import { extractPdfText } from './support/pdf-text.js';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { useTestApp } from './support/test-app-hooks.js';

/*
 * DICGC's notice (docs/decisions/042): what the portal configuration tells the web app, the QR code of
 * DICGC's website and the bank's copy of DICGC's logo, and the insured amount in the application PDF.
 */
describe.each(backends)('deposit insurance on %s', (backend) => {
  describe('of an insured bank', () => {
    let t: TestApp;
    let logo: Buffer;
    let staff: string;
    let registrationId: number;
    const pdfText = async (language: string) => {
      const url = `/RegistrationPrintPDF/${registrationId}.pdf?language=${language}`;
      const response = await t.call('GET', url, { token: staff });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };

    beforeAll(async () => {
      logo = await smallPng();
      const logoFile = path.join(mkdtempSync(path.join(tmpdir(), 'portal-dicgc-')), 'dicgc.png');
      writeFileSync(logoFile, logo);
      t = await createTestApp(backend, { env: { DEPOSIT_INSURED_AMOUNT: '750000', DICGC_LOGO_FILE: logoFile } });
      const customer = await t.signInCustomer('9766666661');
      registrationId = (await fillApplication(t, customer, '9766666661', { accountTypeId: 2 })).RegistrationId;
      staff = await t.addStaff({ username: 'dicgc101', branchCode: '101' });
    });
    afterAll(() => t.close());

    it('tells the web app the insured amount and that the official logo is there, before sign-in', async () => {
      const response = await t.call('GET', '/api/Portal/Config');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ depositInsurance: { insuredAmount: 750_000, officialLogo: true } });
    });

    it("serves a QR code of DICGC's website as SVG, to anyone, cacheable", async () => {
      const response = await t.call('GET', '/api/Portal/DicgcQrCode');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(response.headers['cache-control']).toBe('public, max-age=86400');
      const svg = response.body;
      // A square of modules: a 25-module code (version 2) with a quiet zone of four on each side.
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 33 33"/);
      expect(svg.match(/M\d+,\d+l1,0 0,1 -1,0 0,-1z/g)?.length).toBeGreaterThan(200);
    });

    it("serves the bank's copy of DICGC's logo as it was given", async () => {
      const response = await t.call('GET', '/api/Portal/DicgcLogo');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload.equals(logo)).toBe(true);
    });

    it('says under the head of the PDF how much DICGC insures, in each language', async () => {
      const english = extractPdfText(await pdfText('en'))
        .lines.join(' ')
        .replace(/\s+/g, ' ');
      expect(english).toContain(
        'Deposits are insured by DICGC (Deposit Insurance and Credit Guarantee Corporation) up to Rs. 7,50,000 per depositor.',
      );
      for (const [language, line] of [
        ['mr', 'ठेवींना DICGC (ठेव विमा आणि पत हमी महामंडळ) कडून प्रति ठेवीदार ₹7,50,000 पर्यंत ठेव विमा संरक्षण आहे.'],
        ['hi', 'जमा राशि DICGC (निक्षेप बीमा और प्रत्यय गारंटी निगम) द्वारा प्रति जमाकर्ता ₹7,50,000 तक जमा बीमा से सुरक्षित है।'],
      ] as const) {
        const read = (await readPdfPages(await pdfText(language))).join(' ');
        expect(devanagariSkeleton(read), language).toContain(devanagariSkeleton(line));
      }
    });
  });

  describe('of a bank DICGC does not insure', () => {
    const t = useTestApp(backend, { env: { DEPOSIT_INSURANCE: 'none' } });

    it('shows no notice, no QR code, no logo and no line in the PDF', async () => {
      expect((await t.call('GET', '/api/Portal/Config')).json()).toMatchObject({ depositInsurance: null });
      expect((await t.call('GET', '/api/Portal/DicgcQrCode')).statusCode).toBe(404);
      expect((await t.call('GET', '/api/Portal/DicgcLogo')).statusCode).toBe(404);
      const customer = await t.signInCustomer('9766666662');
      const { RegistrationId } = await fillApplication(t, customer, '9766666662', { accountTypeId: 2 });
      const staff = await t.addStaff({ username: 'none101', branchCode: '101' });
      const response = await t.call('GET', `/RegistrationPrintPDF/${RegistrationId}.pdf`, { token: staff });
      expect(response.statusCode).toBe(200);
      expect(extractPdfText(response.rawPayload).lines.join(' ')).not.toContain('DICGC');
    });
  });

  it('serves no logo when the bank gave none: the notice names DICGC in words', async () => {
    const t = await createTestApp(backend);
    try {
      expect((await t.call('GET', '/api/Portal/Config')).json()).toMatchObject({
        depositInsurance: { insuredAmount: 500_000, officialLogo: false },
      });
      expect((await t.call('GET', '/api/Portal/DicgcLogo')).statusCode).toBe(404);
      expect((await t.call('GET', '/api/Portal/DicgcQrCode')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
