import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@portal/domain';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { dataUrl, jpegWithExif, personalDetails, smallPng } from './support/holder-fixtures.js';

describe.each(backends)('holder documents on %s', (backend) => {
  let t: TestApp;
  const asha = '9755555555';
  let ashaToken: string;
  let raviToken: string;
  let jpeg: Buffer;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ashaToken = await t.signInCustomer(asha);
    raviToken = await t.signInCustomer('9766666666');
    jpeg = await jpegWithExif();
    png = await smallPng();
  });
  afterAll(() => t.close());

  const call = (url: string, body: Record<string, unknown>, token = ashaToken) =>
    t.call('POST', `/api/Registration/${url}`, { body, token });

  async function applicationWith(files: { photo: string; pan: string; proof: string }) {
    const created = await call('CreateNewAccount', {
      Mobile: asha,
      AccountTypeId: 1,
      EntityTypeId: 1,
      LocationId: 1,
      BranchId: '101',
    });
    const id = created.json<{ registrationId: number }>().registrationId;
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
      messages.wrongFileType,
    ],
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
      personalDetails: {
        photoFilePath: string;
        panFilePath: string;
        registrationHoldersPOI: { poiFilePath: string }[];
      };
    }>().personalDetails;
    const photoPath = loaded.photoFilePath;
    const proofPath = loaded.registrationHoldersPOI[0]!.poiFilePath;

    const owner = await t.call('GET', photoPath, { token: ashaToken });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['content-type']).toBe('image/jpeg');
    expect(owner.headers['content-disposition']).toBe(`inline; filename="${photoPath.split('/')[2]}"`);
    expect(owner.headers['x-content-type-options']).toBe('nosniff');
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(owner.rawPayload).metadata()).format).toBe('jpeg');
    expect((await t.call('GET', proofPath, { token: ashaToken })).statusCode).toBe(200);
    expect((await t.call('GET', loaded.panFilePath, { token: ashaToken })).headers['content-type']).toBe('image/png');

    const branchStaff = await t.addStaff({ username: 'docs101', branchCode: '101' });
    const otherBranch = await t.addStaff({ username: 'docs201', branchCode: '201' });
    const admin = await t.addStaff({ username: 'docsadmin', branchCode: '201', isAdmin: true });
    expect((await t.call('GET', proofPath, { token: branchStaff })).statusCode).toBe(200);
    expect((await t.call('GET', proofPath, { token: admin })).statusCode).toBe(200);
    expect((await t.call('GET', photoPath)).statusCode).toBe(401);

    const unknown = await t.call('GET', '/Photo/0123456789abcdef0123456789abcdef.jpg', { token: ashaToken });
    expect(unknown.statusCode).toBe(404);
    for (const token of [raviToken, otherBranch]) {
      const refused = await t.call('GET', photoPath, { token });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).toBe(unknown.body);
    }
    // Each kind only under its own folder.
    expect((await t.call('GET', photoPath.replace('/Photo/', '/POIFiles/'), { token: ashaToken })).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', '/Photo/..%2F..%2Fetc%2Fpasswd', { token: ashaToken })).statusCode).toBe(404);
  });
});
