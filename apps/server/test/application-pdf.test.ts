import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstHolderDeclarationClauses, messages, otherHolderDeclarationClauses } from '@portal/domain';
import { declarationClauses } from '@portal/domain/locales';
import { DRAFT_MARK, renderApplicationPdf } from '../src/modules/application-pdf/application-pdf.js';
import { loadApplicationForPrint } from '../src/modules/application-pdf/print-query.js';
import { backends } from './support/test-database.js';
import { useApplicationAudience, useTestApp } from './support/test-app-hooks.js';
import { cameraJpeg, fillApplication } from './support/application-fixtures.js';
import { AADHAAR, MASKED_AADHAAR, formNo60, relatedPerson } from './support/holder-fixtures.js';
import { extractPdfText } from './support/pdf-text.js';
import { devanagariSkeleton, readPdfPages } from './support/pdf-reader.js';

const BANK_NAME = 'Pune Sahakari Test Bank Ltd.';

describe.each(backends)('the application PDF on %s', (backend) => {
  const t = useTestApp(backend, { env: { BANK_NAME } });
  const asha = '9777777777';
  const ravi = '9788888888';
  let threeHolders: { RegistrationId: number; referenceNo: string };
  let pdf: Buffer;
  let text: string;
  let lines: string;

  const fetchPdf = (id: number | string, token?: string) =>
    t.call('GET', `/RegistrationPrintPDF/${id}.pdf`, token ? { token } : {});
  const submit = (RegistrationId: number) =>
    t.call('POST', '/api/Registration/SubmitAccount', { body: { RegistrationId }, token: tokens.asha });
  const tokens = useApplicationAudience(t, { asha, ravi });
  beforeAll(async () => {
    // Three holders with phone-sized photos (stored up to 2000 px), an FD account.
    threeHolders = await fillApplication(t, tokens.asha, asha, {
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
    expect((await fetchPdf(threeHolders.RegistrationId, tokens.asha)).statusCode).toBe(404);
    expect((await submit(threeHolders.RegistrationId)).statusCode).toBe(200);
    const response = await fetchPdf(threeHolders.RegistrationId, tokens.asha);
    expect(response.statusCode).toBe(200);
    pdf = response.rawPayload;
    if (process.env.PDF_SAMPLE_PATH) writeFileSync(process.env.PDF_SAMPLE_PATH, pdf);
    lines = extractPdfText(pdf).lines.join('\n');
    // Wrapped lines joined again, so a value reads as one string.
    text = lines.replace(/\s+/g, ' ');
  });

  it('is a PDF download named after the reference number, never cached or sniffed', async () => {
    const response = await fetchPdf(threeHolders.RegistrationId, tokens.asha);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${threeHolders.referenceNo}.pdf"`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
  });

  it('reads like the bank’s form: header, reference, dates, branch, types, every holder and section', () => {
    for (const expected of [
      BANK_NAME,
      'Account Opening Form',
      threeHolders.referenceNo,
      '05-Nov-2026', // application and submitted date, DD-MMM-YYYY (the test clock)
      'Pune Main Branch (101)',
      'Fixed Deposit',
      'Individual',
      'Account holder 1 (Asha Ramesh Patil)',
      'Account holder 2 (Ravi Patil)',
      'Account holder 3 (Meera Joshi)',
      'Mrs.',
      'Female',
      '12-Apr-1990',
      'Married',
      'Indian',
      'Salaried (Private Sector)',
      '+91 9777777777',
      '12 MG Road, Camp, Pune - 411001, Rajasthan', // state 21 of the demo list
      'ABCPE1234F',
      'UID-Aadhaar No.',
      'POA & POI',
      'Ramesh Patil',
      'Graduate',
      'Demat',
      'Car (3/2020)',
      '4,80,000 (100000-500000)', // amounts grouped in lakhs, the label saying Rs.
      'Spouse / Maiden',
      'Miss. Asha Kulkarni',
      // Holders 2 and 3 by the other-holder wizard's bands and vehicle year.
      '4,80,000 (100001-500000)',
      '9,60,000 (500001-1000000)',
      'Vehicles (year)',
      'Car (2020)',
      'Nomination form DA-1',
      'Nomination Registered',
      'One after another (successive), in the order given',
      'Nominee 1 Name of nominee Ravi Anil Patil Relationship with the depositor Brother Order 1',
      'Address of nominee 12 MG Road, Camp, Pune - 411001 Date of birth 14-Mar-1996',
      'Techno based products requirement',
      'Either or survivor',
      'Fixed Deposit details',
      'Deposit amount (Rs.)',
      '2,50,000',
      '1 year, 6 months', // the tenure as a person reads it; the renewal period is '1 year'
      'SBIN0000575',
      'Applicant declaration',
      'Signature / thumb impression',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toMatch(/Page 1 of (\d+)/);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it('prints each holder’s own declaration: 14 clauses for holder 1, 19 for each other holder', () => {
    // Compared without whitespace: a line may wrap after a slash ('FATCA/' 'CRS').
    const compact = (value: string) => value.replace(/\s+/g, '');
    const count = (clause: string) => compact(text).split(compact(clause)).length - 1;
    const first = firstHolderDeclarationClauses(BANK_NAME);
    const other = otherHolderDeclarationClauses(BANK_NAME);
    expect(first).toHaveLength(14);
    expect(other).toHaveLength(19);
    for (const holder of [
      'Account holder 1 (Asha Ramesh Patil)',
      'Account holder 2 (Ravi Patil)',
      'Account holder 3 (Meera Joshi)',
    ]) {
      expect(text).toContain(`Declaration of ${holder}`);
    }
    // Holder 1's clauses once; every one of the other holders' clauses twice (holders 2 and 3).
    for (const clause of first) expect(count(clause), clause).toBe(1);
    for (const clause of other) expect(count(clause), clause).toBe(2);
    const declarations = text.slice(text.indexOf('Declaration of Account holder 2'));
    expect(declarations).toMatch(/19\. /);
    expect(text).toContain(`to inform ${BANK_NAME} of any change`);
  });

  it('ends with an empty box for office use, and carries no draft mark', () => {
    const { pages, pageCount } = extractPdfText(pdf);
    expect(pages).toHaveLength(pageCount);
    const last = pages.at(-1) ?? '';
    for (const label of [
      'For office use',
      'Verified by (name and signature)',
      'Verified on',
      'Approved by (name and signature)',
      'Approved on',
      'Account number',
    ]) {
      expect(last, label).toContain(label);
    }
    // Nothing written in it yet: the box's labels are followed by the footer alone.
    expect(last.slice(last.indexOf('For office use'))).toMatch(/Account number Pune Sahakari/);
    for (const page of pages) expect(page).not.toContain(DRAFT_MARK);
    expect(text).not.toContain('Not submitted');
  });

  it('fills the office box when the review gives it its values', async () => {
    const data = await loadApplicationForPrint(t.db, threeHolders.RegistrationId, { branchCode: '101' });
    if (!data) throw new Error('the application is not printable');
    const filled = await renderApplicationPdf(data, {
      bankName: BANK_NAME,
      photos: new Map(),
      office: {
        verifiedBy: 'Clerk Kulkarni',
        verifiedAt: new Date('2026-11-06T06:00:00Z'),
        approvedBy: 'Officer Deshmukh',
        approvedAt: new Date('2026-11-07T06:00:00Z'),
        accountNumber: '101200045678',
      },
    });
    const last = extractPdfText(filled).pages.at(-1) ?? '';
    for (const value of ['Clerk Kulkarni', '06-Nov-2026', 'Officer Deshmukh', '07-Nov-2026', '101200045678']) {
      expect(last, value).toContain(value);
    }
  });

  it('embeds each holder’s photo, shrunk, and stays under 300 KB', () => {
    const images = pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images).toHaveLength(3);
    expect(pdf.length).toBeLessThan(300 * 1024);
  });

  it('shows Aadhaar numbers only masked', () => {
    expect(text).toContain(MASKED_AADHAAR);
    expect(text).toContain('XXXX XXXX 1234');
    const { streams } = extractPdfText(pdf);
    for (const content of [pdf.toString('latin1'), ...streams, text]) expect(content).not.toContain(AADHAAR);
    expect(lines).not.toMatch(/\b\d{4}\s?\d{4}\s?\d{4}\b/);
  });

  describe('in Marathi and Hindi', () => {
    const setLanguage = (Language: string) =>
      t.call('POST', '/api/Customer/SetLanguage', { body: { Language }, token: tokens.asha });
    const inLanguage = async (language: string, token = tokens.asha) => {
      const url = `/RegistrationPrintPDF/${threeHolders.RegistrationId}.pdf?language=${language}`;
      const response = await t.call('GET', url, { token });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    afterAll(async () => {
      expect((await setLanguage('en')).statusCode).toBe(200);
    });

    it.each([
      [
        'mr',
        [
          'खाते उघडण्याचा अर्ज',
          'संदर्भ क्रमांक',
          'खातेदार 1 (Asha Ramesh Patil)',
          'जन्मतारीख',
          'पत्रव्यवहाराचा पत्ता',
          'ओळखीचा आणि पत्त्याचा पुरावा',
          'कुटुंबाची माहिती',
          'नामनिर्देशन फॉर्म DA-1',
          'तंत्रज्ञानावर आधारित सुविधा',
          'मुदत ठेवीचा तपशील',
          '1 वर्ष, 6 महिने',
          'अर्जदारांची घोषणापत्रे',
          'सही / अंगठ्याचा ठसा',
          'फक्त कार्यालयीन वापरासाठी',
          '05-नोव्हेंबर-2026',
          'मुदत ठेव', // the account type, a list value from the values catalogue
        ],
      ],
      [
        'hi',
        [
          'खाता खोलने का आवेदन पत्र',
          'संदर्भ संख्या',
          'खाताधारक 1 (Asha Ramesh Patil)',
          'जन्म तिथि',
          'पत्राचार का पता',
          'पहचान और पते का प्रमाण',
          'परिवार की जानकारी',
          'नामांकन फ़ॉर्म DA-1',
          'तकनीक आधारित सुविधाएँ',
          'सावधि जमा का विवरण',
          '1 वर्ष, 6 महीने',
          'आवेदकों की घोषणाएँ',
          'हस्ताक्षर / अँगूठे का निशान',
          'केवल कार्यालय के उपयोग के लिए',
          '05-नवंबर-2026',
          'सावधि जमा',
        ],
      ],
    ] as const)(
      '%s: headings, labels, list values and dates in the language, typed values as typed',
      async (language, expected) => {
        const pdf = await inLanguage(language);
        const read = (await readPdfPages(pdf)).join(' ');
        // What a reader copies and searches: each line's ActualText (docs/decisions/049), the words as
        // typed. A line left to the font's glyph map would read as glyph ids (control characters).
        const copied = extractPdfText(pdf).lines.join(' ').replace(/\s+/g, ' ');
        expect([...copied].filter((character) => character < ' ')).toEqual([]);
        for (const words of expected) expect(copied, words).toContain(words);
        // Each holder's declaration in the language: holder 1's clauses, and the other holders' (twice),
        // each after its number and whole across its wrapped lines.
        const occurrences = (clause: string, index: number) => copied.split(`${index + 1}. ${clause}`).length - 1;
        const first = declarationClauses(language, 'firstHolder', BANK_NAME);
        const other = declarationClauses(language, 'otherHolder', BANK_NAME);
        expect([first.length, other.length]).toEqual([14, 19]);
        first.forEach((clause, index) => expect(occurrences(clause, index), clause).toBeGreaterThanOrEqual(1));
        other.forEach((clause, index) => expect(occurrences(clause, index), clause).toBeGreaterThanOrEqual(2));
        expect(read).not.toContain(firstHolderDeclarationClauses(BANK_NAME)[0]);
        // What the customer typed in English prints exactly as typed, in the same embedded font.
        for (const typed of [
          'Asha Ramesh Patil',
          'ABCPE1234F',
          'asha@example.in',
          '12 MG Road, Camp, Pune - 411001',
          'SBIN0000575',
        ]) {
          expect(read, typed).toContain(typed);
        }
        expect(read).not.toContain('Account Opening Form');
        expect(read).not.toContain('Applicant declarations');
        // One embedded font, a subset ('ABCDEF+Name'), and no built-in Helvetica left on the page.
        const raw = pdf.toString('latin1');
        expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
        expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
        expect(raw).not.toContain('/Helvetica');
        expect(pdf.length).toBeLessThan(300 * 1024);
      },
    );

    it("is in the customer's saved language unless the request names one, for staff too", async () => {
      const languageOf = async (pdf: Buffer) => {
        const read = (await readPdfPages(pdf)).join(' ');
        if (read.includes('Account Opening Form')) return 'en';
        if (devanagariSkeleton(read).includes(devanagariSkeleton('खाते उघडण्याचा अर्ज'))) return 'mr';
        if (devanagariSkeleton(read).includes(devanagariSkeleton('खाता खोलने का आवेदन पत्र'))) return 'hi';
        return 'unknown';
      };
      const unasked = async (token: string) => (await fetchPdf(threeHolders.RegistrationId, token)).rawPayload;
      expect(await languageOf(await unasked(tokens.asha))).toBe('en');
      expect((await setLanguage('mr')).statusCode).toBe(200);
      expect(await languageOf(await unasked(tokens.asha))).toBe('mr');
      expect(await languageOf(await unasked(tokens.staff101))).toBe('mr');
      expect(await languageOf(await inLanguage('hi'))).toBe('hi');
      expect(await languageOf(await inLanguage('en', tokens.staff101))).toBe('en');
    });

    it('refuses a language it does not have', async () => {
      const response = await t.call('GET', `/RegistrationPrintPDF/${threeHolders.RegistrationId}.pdf?language=fr`, {
        token: tokens.asha,
      });
      expect(response.statusCode).toBe(400);
    });
  });

  it('prints the Form 60/61 declaration and the guardian of a minor without PAN', async () => {
    const minor = await fillApplication(t, tokens.asha, asha, {
      personal: { DOB: '2015-06-01', MartialStatus: '2', isPAN: false, PAN: '', Base64PAN: '' },
    });
    for (const [url, body] of [
      ['UpdateFormNo60', formNo60],
      ['UpdateDetailOfRelatedPerson', relatedPerson],
    ] as const) {
      const saved = await t.call('POST', `/api/Registration/${url}`, {
        body: { RegistrationId: minor.RegistrationId, ...body },
        token: tokens.asha,
      });
      expect(saved.statusCode, url).toBe(200);
    }
    expect((await submit(minor.RegistrationId)).statusCode).toBe(200);
    const response = await fetchPdf(minor.RegistrationId, tokens.asha);
    const minorText = extractPdfText(response.rawPayload).lines.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Form 60/61 declaration',
      'Opening a savings account',
      'Applied for PAN',
      'Related person / guardian',
      'Natural Guardian',
      'ABCPR1234K',
      MASKED_AADHAAR,
    ]) {
      expect(minorText, expected).toContain(expected);
    }
    expect(response.rawPayload.toString('latin1')).not.toContain(AADHAAR);
    expect(minorText).not.toContain(AADHAAR);
    // An unmarried child's family details are the parents alone.
    expect(minorText).toContain('Family details');
    expect(minorText).not.toContain('Spouse / Maiden');
  });

  /**
   * Who fetches the PDF, and the status of a submitted form's and of a draft's: the customer edits a
   * draft in the wizard, so only a submitted form is theirs to print.
   */
  const pdfAccess: [who: string, token: () => string, submitted: number, draft: number][] = [
    ['the owning customer', () => tokens.asha, 200, 404],
    ['another customer', () => tokens.ravi, 404, 404],
    ['staff of its branch', () => tokens.staff101, 200, 200],
    ['staff of another branch', () => tokens.staff201, 404, 404],
    ['an admin', () => tokens.admin, 200, 200],
    ['no token', () => '', 401, 401],
  ];

  describe('authorization', () => {
    it.each(pdfAccess)('%s', async (_who, token, status) => {
      const response = await fetchPdf(threeHolders.RegistrationId, token());
      expect(response.statusCode).toBe(status);
      if (status !== 200) {
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.body).not.toContain(threeHolders.referenceNo);
      }
    });

    it('answers 404 for a missing application and a malformed name', async () => {
      const missing = await fetchPdf(99_999_999, tokens.admin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ responseCode: 'NOT_FOUND', responseMessage: messages.notFound });
      for (const name of ['abc', '0', `${threeHolders.RegistrationId}.txt`]) {
        const response = await t.call('GET', `/RegistrationPrintPDF/${name}`, { token: tokens.admin });
        expect(response.statusCode, name).toBe(404);
      }
    });
  });

  describe('nominees', () => {
    const nominee = { LastName: 'Patil', Address1: '12 MG Road', City: 'Pune', Pincode: '411001' };
    /** A draft's PDF, as the branch prints it (the customer's comes after submit). */
    const textOf = async (RegistrationId: number) => {
      const response = await fetchPdf(RegistrationId, tokens.staff101);
      expect(response.statusCode).toBe(200);
      return extractPdfText(response.rawPayload).lines.join(' ').replace(/\s+/g, ' ');
    };

    it("lists every nominee with their share and a minor's appointee", async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateNominees'] });
      const saved = await t.call('POST', '/api/Registration/UpdateNominees', {
        token: tokens.asha,
        body: {
          RegistrationId,
          Mode: 'Simultaneous',
          Nominees: [
            { ...nominee, FirstName: 'Sunita', Relationship: 'Wife', DateOfBirth: '1985-04-12', SharePercent: 66.67 },
            {
              ...nominee,
              FirstName: 'Aarav',
              Relationship: 'Son',
              DateOfBirth: '2016-03-14',
              SharePercent: 33.33,
              Appointee: { FirstName: 'Ramesh', LastName: 'Kale', Relationship: 'Uncle', Address1: '4 FC Road' },
            },
          ],
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const text = await textOf(RegistrationId);
      for (const expected of [
        'Nomination Registered',
        'All at the same time (simultaneous), in the shares given',
        'Nominee 1 Name of nominee Sunita Patil Relationship with the depositor Wife Share (%) 66.67',
        'Nominee 2 Name of nominee Aarav Patil Relationship with the depositor Son Share (%) 33.33',
        'Date of birth 14-Mar-2016',
        'Appointee for the minor Ramesh Kale Appointee relation Uncle Appointee address 4 FC Road',
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text.match(/Appointee for the minor/g)).toHaveLength(1);
    });

    it("prints the depositors' declaration not to nominate", async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateNominees'] });
      await t.call('POST', '/api/Registration/UpdateNominees', {
        token: tokens.asha,
        body: { RegistrationId, Mode: 'None', Nominees: [], NoNominationDeclared: true },
      });
      const text = await textOf(RegistrationId);
      expect(text).toContain(
        'Nomination Registered No nomination: the depositor(s) declare that they do not wish to nominate anyone for this deposit.',
      );
      expect(text).not.toContain('Nominee 1');
    });

    it('has no nomination section before the nominees are saved', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateNominees'] });
      const text = await textOf(RegistrationId);
      expect(text).toContain('Techno based products requirement');
      expect(text).not.toContain('Nomination Registered');
      expect(text).not.toContain('Nomination form DA-1');
    });
  });

  describe('of a Partially Filled application (a draft)', () => {
    let draft: { RegistrationId: number; referenceNo: string };
    let draftPdf: Buffer;

    beforeAll(async () => {
      draft = await fillApplication(t, tokens.asha, asha, {
        skip: ['UpdateFamilyDetails'],
        otherHolders: [{ firstName: 'Ravi', lastName: 'Patil' }],
      });
      const response = await fetchPdf(draft.RegistrationId, tokens.staff101);
      expect(response.statusCode).toBe(200);
      draftPdf = response.rawPayload;
      if (process.env.PDF_DRAFT_SAMPLE_PATH) writeFileSync(process.env.PDF_DRAFT_SAMPLE_PATH, draftPdf);
    });

    it(`says '${DRAFT_MARK}' on every page, and prints what is saved so far`, () => {
      const { pages, pageCount } = extractPdfText(draftPdf);
      expect(pageCount).toBeGreaterThan(1);
      expect(pages).toHaveLength(pageCount);
      // Twice a page: the band over the masthead and the diagonal across the page.
      for (const [index, page] of pages.entries())
        expect(page.split(DRAFT_MARK).length - 1, `page ${index + 1}`).toBe(2);
      const draftText = pages.join(' ');
      for (const expected of [
        draft.referenceNo,
        'Not submitted',
        'Account holder 2 (Ravi Patil)',
        'Declaration of Account holder 2 (Ravi Patil): Accepted on',
        'For office use',
      ]) {
        expect(draftText, expected).toContain(expected);
      }
      expect(draftText.replace(/\s+/g, '')).toContain(
        otherHolderDeclarationClauses(BANK_NAME)[18]?.replace(/\s+/g, ''),
      );
      expect(draftPdf.length).toBeLessThan(300 * 1024);
    });

    it.each(pdfAccess)('%s', async (_who, token, _submitted, status) => {
      const response = await fetchPdf(draft.RegistrationId, token());
      expect(response.statusCode).toBe(status);
      if (status === 404) {
        expect(response.json()).toMatchObject({ responseCode: 'NOT_FOUND', responseMessage: messages.notFound });
        expect(response.body).not.toContain(draft.referenceNo);
      }
    });
  });
});
