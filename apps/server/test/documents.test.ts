import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_TYPE, messages } from '@portal/domain';
import { fillApplication, HOLDER_ONE_WIZARD, openApplication } from './support/application-fixtures.js';
import { extractPdfText } from './support/pdf-text.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';
import { dataUrl, jpegWithExif, personalDetails, smallPdf, smallPng } from './support/holder-fixtures.js';

/** A document served as a private download: its type, an attachment by its file name, never sniffed or cached. */
function expectPrivateDownload(response: LightMyRequestResponse, contentType: string, fileName: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(contentType);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('private, no-store');
}

describe.each(backends)('holder documents on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9755555555';
  let jpeg: Buffer;
  let png: Buffer;
  let pdf: Buffer;
  const tokens = useSignedIn(t, { asha, ravi: '9766666666' });
  beforeAll(async () => {
    jpeg = await jpegWithExif();
    png = await smallPng();
    pdf = await smallPdf();
  });

  const call = (url: string, body: Record<string, unknown>, token = tokens.asha) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });

  async function applicationWith(files: { photo: string; pan: string; proof: string }) {
    const id = (await openApplication(t, tokens.asha, asha)).registrationId;
    const saved = await call('Registration', {
      RegistrationId: id,
      registrationHolders: [personalDetails(asha, files)],
    });
    return { id, saved };
  }

  it('re-encodes JPEG and PNG uploads without their metadata', async () => {
    const { id, saved } = await applicationWith({
      photo: dataUrl(jpeg),
      pan: dataUrl(png, 'image/png'),
      proof: png.toString('base64'),
    });
    expect(saved.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('holder_documents as d')
      .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
      .select(['d.kind', 'd.content_type', 'd.content', 'd.byte_size'])
      .where('h.registration_id', '=', id)
      .orderBy('d.id')
      .execute();
    expect(stored.map((row) => [row.kind, row.content_type])).toEqual([
      ['photo', 'image/jpeg'],
      ['pan', 'image/png'],
      ['proof', 'image/png'],
    ]);
    const photo = stored[0]!.content!;
    expect(photo.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    expect((await sharp(photo).metadata()).exif).toBeUndefined();
    expect(stored[0]!.byte_size).toBe(photo.length);
    expect(jpeg.includes(Buffer.from('secret-exif-marker'))).toBe(true);
  });

  it.each([
    [
      'a PDF named as a JPEG',
      (): string => dataUrl(Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF')),
      messages.wrongFileType,
    ],
    [
      'a PNG header followed by garbage',
      (): string =>
        Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(200, 7)]).toString(
          'base64',
        ),
      messages.damagedImage,
    ],
    ['a JPEG cut off halfway', (): string => dataUrl(jpeg.subarray(0, jpeg.length / 2)), messages.damagedImage],
    ['bytes of no known type', (): string => Buffer.alloc(4096, 0x5a).toString('base64'), messages.wrongFileType],
    [
      'a photo over 2 MB',
      (): string => Buffer.alloc(2 * 1024 * 1024 + 1, 1).toString('base64'),
      messages.photoTooLarge,
    ],
    ['text that is not base64', (): string => 'not base64 at all!', messages.unreadableFile],
  ])('refuses %s as the photo and saves nothing', async (_name, photo, message) => {
    const before = await t.db.selectFrom('holder_documents').select('id').execute();
    const { saved } = await applicationWith({ photo: photo(), pan: png.toString('base64'), proof: dataUrl(jpeg) });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({
      responseCode: 'VALIDATION_ERROR',
      errors: [{ field: 'registrationHolders.0.Base64Photo', message }],
    });
    expect(await t.db.selectFrom('holder_documents').select('id').execute()).toHaveLength(before.length);
  });

  it('names the proof row of a refused proof file', async () => {
    const { saved } = await applicationWith({
      photo: dataUrl(jpeg),
      pan: png.toString('base64'),
      proof: dataUrl(Buffer.from('%PDF-1.7')),
    });
    expect(saved.json()).toMatchObject({
      errors: [{ field: 'registrationHolders.0.registrationHoldersPOI.0.Base64POI', message: messages.wrongFileType }],
    });
  });

  it('serves files to the owner, the branch and admins only', async () => {
    const { id } = await applicationWith({ photo: dataUrl(jpeg), pan: png.toString('base64'), proof: dataUrl(jpeg) });
    const loaded = (await call('GetFirstAccountHolderDetails', { RegistrationId: id })).json<{
      data: {
        personalDetails: {
          photoFilePath: string;
          panFilePath: string;
          registrationHoldersPOI: { poiFilePath: string }[];
        };
      }[];
    }>().data[0]!.personalDetails;
    const photoPath = loaded.photoFilePath;
    const proofPath = loaded.registrationHoldersPOI[0]!.poiFilePath;

    const owner = await t.call('GET', photoPath, { token: tokens.asha });
    expectPrivateDownload(owner, 'image/jpeg', photoPath.split('/')[2]!);
    expect((await sharp(owner.rawPayload).metadata()).format).toBe('jpeg');
    expect((await t.call('GET', proofPath, { token: tokens.asha })).statusCode).toBe(200);
    expect((await t.call('GET', loaded.panFilePath, { token: tokens.asha })).headers['content-type']).toBe('image/png');

    const branchStaff = await t.addStaff({ username: 'docs101', branchCode: '101' });
    const otherBranch = await t.addStaff({ username: 'docs201', branchCode: '201' });
    const admin = await t.addStaff({ username: 'docsadmin', branchCode: '201', isAdmin: true });
    expect((await t.call('GET', proofPath, { token: branchStaff })).statusCode).toBe(200);
    expect((await t.call('GET', proofPath, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', photoPath)).statusCode).toBe(401);

    const unknown = await t.call('GET', '/Photo/0123456789abcdef0123456789abcdef.jpg', { token: tokens.asha });
    expect(unknown.statusCode).toBe(404);
    for (const token of [tokens.ravi, otherBranch]) {
      const refused = await t.call('GET', photoPath, { token });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body);
    }
    // Each kind only under its own folder.
    expect((await t.call('GET', photoPath.replace('/Photo/', '/POIFiles/'), { token: tokens.asha })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', '/Photo/..%2F..%2Fetc%2Fpasswd', { token: tokens.asha })).statusCode).toBe(404);
  });

  describe('the PAN document by flow (holder-wizards.md §5)', () => {
    const register = (RegistrationId: number, files: { photo: string; pan: string; proof: string }) =>
      call('Registration', { RegistrationId, registrationHolders: [personalDetails(asha, files)] });
    const panOf = (RegistrationId: number) =>
      t.db
        .selectFrom('holder_documents as d')
        .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
        .select(['d.file_name', 'd.content_type', 'd.content', 'd.byte_size'])
        .where('h.registration_id', '=', RegistrationId)
        .where('d.kind', '=', 'pan')
        .executeTakeFirst();
    /** An application whose holder 1 has not saved Personal Details yet. */
    const emptyApplication = async (accountTypeId: number) =>
      (
        await fillApplication(t, tokens.asha, asha, {
          accountTypeId,
          skip: [...HOLDER_ONE_WIZARD, 'UpdateNominees', 'UpdateAccountOperation', 'UpdateFDDetails'],
        })
      ).RegistrationId;

    it('takes a PDF PAN in the second flow: kept as sent, served as application/pdf to its owner only, printed', async () => {
      const { RegistrationId, referenceNo } = await fillApplication(t, tokens.asha, asha, {
        accountTypeId: FORM_TYPE.existingCustomerFixedDeposit,
        personal: { Base64PAN: dataUrl(pdf, 'application/pdf') },
      });
      const stored = await panOf(RegistrationId);
      expect(stored).toMatchObject({ content_type: 'application/pdf', byte_size: pdf.length });
      expect(stored?.file_name).toMatch(/^[0-9a-f]{32}\.pdf$/);
      expect(Buffer.from(stored!.content!).equals(pdf)).toBe(true);

      const details = await call('GetFirstAccountHolderDetails', { RegistrationId });
      const panPath = details.json<{ data: { personalDetails: { panFilePath: string } }[] }>().data[0]!.personalDetails
        .panFilePath;
      expect(panPath).toBe(`/POIFiles/${stored!.file_name}`);
      const owner = await t.call('GET', panPath, { token: tokens.asha });
      expectPrivateDownload(owner, 'application/pdf', stored!.file_name!);
      expect(owner.rawPayload.equals(pdf)).toBe(true);
      const otherBranch = await t.addStaff({ username: 'pdfpan201', branchCode: '201' });
      for (const token of [tokens.ravi, otherBranch]) {
        expect((await t.call('GET', panPath, { token })).statusCode).toBe(404);
      }
      expect((await t.call('GET', panPath.replace('/POIFiles/', '/Photo/'), { token: tokens.asha })).statusCode).toBe(
        404,
      );

      // The application PDF never embeds the PAN document, so a PDF one prints like any other.
      const submitted = await call('SubmitAccount', { RegistrationId, branchUserName: null });
      expect(submitted.statusCode).toBe(200);
      const printed = await t.call('GET', `/RegistrationPrintPDF/${RegistrationId}.pdf`, { token: tokens.asha });
      expect(printed.statusCode).toBe(200);
      expect(printed.headers['content-type']).toBe('application/pdf');
      const text = extractPdfText(printed.rawPayload).lines.join(' ');
      expect(text).toContain(referenceNo);
      expect(text).toContain('ABCPE1234F');
    });

    it.each([
      ['a script', (body: string) => body.replace('<<', '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >>')],
      ['a launch action behind #-escapes', (body: string) => body.replace('<<', '<< /AA << /O << /S /L#61unch >> >>')],
      ['an attached file', (body: string) => body.replace('<<', '<< /Names << /EmbeddedFiles << >> >>')],
      [
        'a script inside a compressed stream',
        (body: string) =>
          `${body}\n9 0 obj << /Filter /FlateDecode >>\nstream\n${deflateSync('<< /OpenAction 3 0 R /JS (x) >>').toString('latin1')}\nendstream\nendobj\n`,
      ],
    ])('refuses a PDF PAN with %s, and saves nothing', async (_name, addActiveContent) => {
      const RegistrationId = await emptyApplication(FORM_TYPE.existingCustomerFixedDeposit);
      const active = Buffer.from(addActiveContent(pdf.toString('latin1')), 'latin1');
      const refused = await register(RegistrationId, { photo: '', pan: dataUrl(active, 'application/pdf'), proof: '' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'registrationHolders.0.Base64PAN', message: messages.pdfActiveContent }],
      });
      expect(await panOf(RegistrationId)).toBeUndefined();
    });

    it("checks whose application it is before decoding any file: a stranger's bad file is a 404", async () => {
      const RegistrationId = await emptyApplication(FORM_TYPE.existingCustomerFixedDeposit);
      const stranger = await call(
        'Registration',
        {
          RegistrationId,
          registrationHolders: [
            personalDetails('9766666666', { photo: dataUrl(Buffer.from('not an image')), pan: '', proof: '' }),
          ],
        },
        tokens.ravi,
      );
      expect(stranger.statusCode).toBe(404);
    });

    it('takes a JPEG PAN in the second flow, re-encoded as before', async () => {
      const RegistrationId = await emptyApplication(FORM_TYPE.existingCustomerFixedDeposit);
      const saved = await register(RegistrationId, { photo: '', pan: dataUrl(jpeg), proof: '' });
      expect(saved.statusCode).toBe(200);
      const stored = await panOf(RegistrationId);
      expect(stored?.content_type).toBe('image/jpeg');
      expect(stored?.file_name).toMatch(/\.jpg$/);
      expect(stored!.content!.includes(Buffer.from('secret-exif-marker'))).toBe(false);
    });

    it('refuses a PNG PAN in the second flow with its own message, and saves nothing', async () => {
      const RegistrationId = await emptyApplication(FORM_TYPE.existingCustomerFixedDeposit);
      const refused = await register(RegistrationId, { photo: '', pan: dataUrl(png, 'image/png'), proof: '' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        responseCode: 'VALIDATION_ERROR',
        responseMessage: messages.wrongFileTypeJpgPdf,
        errors: [{ field: 'registrationHolders.0.Base64PAN', message: messages.wrongFileTypeJpgPdf }],
      });
      expect(await panOf(RegistrationId)).toBeUndefined();
    });

    it.each([
      ['the photo', { photo: 'pdf', pan: '', proof: '' }, 'registrationHolders.0.Base64Photo'],
      ['a proof', { photo: '', pan: '', proof: 'pdf' }, 'registrationHolders.0.registrationHoldersPOI.0.Base64POI'],
    ])('refuses a PDF as %s in the second flow, even named as a JPEG', async (_name, which, field) => {
      const RegistrationId = await emptyApplication(FORM_TYPE.existingCustomerFixedDeposit);
      const file = (kind: string) => (kind === 'pdf' ? dataUrl(pdf) : '');
      const refused = await register(RegistrationId, {
        photo: file(which.photo),
        pan: file(which.pan),
        proof: file(which.proof),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ errors: [{ field, message: messages.wrongFileType }] });
    });

    it('refuses a PDF PAN for holder 1 outside the second flow with the JPG, JPEG, PNG message', async () => {
      const RegistrationId = await emptyApplication(FORM_TYPE.fixedDeposit);
      const refused = await register(RegistrationId, {
        photo: dataUrl(jpeg),
        pan: dataUrl(pdf, 'application/pdf'),
        proof: dataUrl(jpeg),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'registrationHolders.0.Base64PAN', message: messages.wrongFileType }],
      });
      expect(await panOf(RegistrationId)).toBeUndefined();
    });

    it('refuses a PDF PAN for another holder with the JPG, JPEG, PNG message', async () => {
      const { RegistrationId } = await fillApplication(t, tokens.asha, asha, {
        accountTypeId: FORM_TYPE.fixedDeposit,
        skip: ['UpdateNominees', 'UpdateAccountOperation'],
      });
      const added = await call('AddApplicantHolder', { RegistrationId });
      const Id = added.json<{ registrationHoldersId: number }>().registrationHoldersId;
      const holderTwo = (pan: string) => ({
        ...personalDetails('9755555553', { photo: dataUrl(jpeg), pan, proof: dataUrl(jpeg) }),
        Id,
        MiddleName: '',
        LastName: '',
        PAN: 'ABCPR1234K',
      });
      const refused = await call('UpdatePersonalDetails', {
        RegistrationId,
        objRegistrationHolders: holderTwo(dataUrl(pdf, 'application/pdf')),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'objRegistrationHolders.Base64PAN', message: messages.wrongFileType }],
      });
      const saved = await call('UpdatePersonalDetails', {
        RegistrationId,
        objRegistrationHolders: holderTwo(dataUrl(png, 'image/png')),
      });
      expect(saved.statusCode).toBe(200);
    });

    it('bounds a PDF PAN by the document size', async () => {
      const RegistrationId = await emptyApplication(FORM_TYPE.existingCustomerFixedDeposit);
      const large = Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024 + 1 - pdf.length, 0x20)]);
      const refused = await register(RegistrationId, { photo: '', pan: dataUrl(large, 'application/pdf'), proof: '' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        errors: [{ field: 'registrationHolders.0.Base64PAN', message: messages.documentTooLarge }],
      });
    });
  });
});
