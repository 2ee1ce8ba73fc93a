import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { documentStore, postgresDocumentStore } from '../src/modules/documents/document-store.js';
import { fillApplication } from './support/application-fixtures.js';
import { smallPng } from './support/holder-fixtures.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';

/**
 * Document bytes are kept behind one interface (documents/document-store.ts): the PostgreSQL store
 * keeps what it is given, and serving, submitting and printing read and write the bytes through it.
 */
describe.each(backends)('the document store on %s', (backend) => {
  const t = useTestApp(backend);
  const mobile = '9755500001';
  const tokens = useSignedIn(t, { owner: mobile });
  let registrationId: number;
  let photoName: string;

  beforeAll(async () => {
    registrationId = (await fillApplication(t, tokens.owner, mobile)).RegistrationId;
    const details = await t.call('POST', '/api/Registration/GetFirstAccountHolderDetails', {
      body: { RegistrationId: registrationId },
      token: tokens.owner,
    });
    photoName = details
      .json<{ data: { personalDetails: { photoFilePath: string } }[] }>()
      .data[0]!.personalDetails.photoFilePath.split('/')[2]!;
  });
  afterEach(() => vi.restoreAllMocks());

  it('is the PostgreSQL store', () => {
    expect(documentStore).toBe(postgresDocumentStore);
  });

  it('serves a photo with the bytes the store keeps for its name', async () => {
    const read = vi.spyOn(documentStore, 'read');
    const served = await t.call('GET', `/Photo/${photoName}`, { token: tokens.owner });
    expect(served.statusCode).toBe(200);
    expect(read).toHaveBeenCalledWith(expect.anything(), photoName);
    const kept = await documentStore.read(t.db, photoName);
    expect(Buffer.isBuffer(kept)).toBe(true);
    expect(kept!.equals(served.rawPayload)).toBe(true);
  });

  it('makes the print image at submit through the store, and the PDF prints it from there', async () => {
    expect(await documentStore.readPrintImage(t.db, photoName)).toBeUndefined();
    const writePrintImage = vi.spyOn(documentStore, 'writePrintImage');
    const submitted = await t.call('POST', '/api/Registration/SubmitAccount', {
      body: { RegistrationId: registrationId },
      token: tokens.owner,
    });
    expect(submitted.statusCode).toBe(200);
    expect(writePrintImage).toHaveBeenCalledTimes(1);
    const printImage = await documentStore.readPrintImage(t.db, photoName);
    expect(printImage?.subarray(0, 2).equals(Buffer.from([0xff, 0xd8]))).toBe(true);

    const readPrintImage = vi.spyOn(documentStore, 'readPrintImage');
    const read = vi.spyOn(documentStore, 'read');
    expect(
      (await t.call('GET', `/RegistrationPrintPDF/${registrationId}.pdf`, { token: tokens.owner })).statusCode,
    ).toBe(200);
    expect(readPrintImage).toHaveBeenCalledWith(expect.anything(), photoName);
    // The print image was there: the original photo is not read again.
    expect(read).not.toHaveBeenCalled();
  });

  it('writes, reads and forgets bytes and print images by file name', async () => {
    const other = await t.signInCustomer('9755500002');
    const id = (await fillApplication(t, other, '9755500002')).RegistrationId;
    const row = await t.db
      .selectFrom('holder_documents as d')
      .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
      .select('d.file_name')
      .where('h.registration_id', '=', id)
      .where('d.kind', '=', 'pan')
      .executeTakeFirstOrThrow();
    const name = row.file_name!;
    const bytes = await smallPng();
    await documentStore.write(t.db, name, bytes);
    expect((await documentStore.read(t.db, name))!.equals(bytes)).toBe(true);
    await documentStore.writePrintImage(t.db, name, bytes);
    expect((await documentStore.readPrintImage(t.db, name))!.equals(bytes)).toBe(true);
    await documentStore.remove(t.db, [name]);
    expect(await documentStore.read(t.db, name)).toBeUndefined();
    expect(await documentStore.readPrintImage(t.db, name)).toBeUndefined();
    expect(await documentStore.read(t.db, `${'0'.repeat(32)}.png`)).toBeUndefined();
  });

  it('forgets the bytes of a photo replaced by a new one', async () => {
    const other = await t.signInCustomer('9755500003');
    const id = (await fillApplication(t, other, '9755500003', { skip: ['UpdateTechnoProducts'] })).RegistrationId;
    const photoOf = async () =>
      (
        await t.call('POST', '/api/Registration/GetFirstAccountHolderDetails', {
          body: { RegistrationId: id },
          token: other,
        })
      ).json<{ data: { personalDetails: Record<string, unknown> & { photoFilePath: string } }[] }>().data[0]!
        .personalDetails;
    const before = await photoOf();
    const oldName = before.photoFilePath.split('/')[2]!;
    const remove = vi.spyOn(documentStore, 'remove');
    const { photoFilePath: _photo, panFilePath: _pan, Id: _id, IsMinor: _minor, ...values } = before;
    const proofs = (values.registrationHoldersPOI as Record<string, unknown>[]).map(
      ({ poiFilePath: _file, ...proof }) => ({ ...proof, Base64POI: '' }),
    );
    const saved = await t.call('POST', '/api/Registration/Registration', {
      body: {
        RegistrationId: id,
        registrationHolders: [
          {
            ...values,
            registrationHoldersPOI: proofs,
            Base64Photo: (await smallPng()).toString('base64'),
            Base64PAN: '',
          },
        ],
      },
      token: other,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(remove).toHaveBeenCalledWith(expect.anything(), [oldName]);
    expect(await documentStore.read(t.db, oldName)).toBeUndefined();
  });
});
