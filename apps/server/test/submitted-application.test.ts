import { describe, expect, it } from 'vitest';
import { messages, submittedApplicationResponseSchema } from '@portal/domain';
import { replaceReferenceData } from '../src/modules/reference/reference-repository.js';
import { backends } from './support/test-database.js';
import { useApplicationAudience, useTestApp } from './support/test-app-hooks.js';
import { cameraJpeg, fillApplication } from './support/application-fixtures.js';
import { expectCustomersOwnRead, expectNotFound } from './support/answers.js';

/** The success page's read (decision 019): the customer's own Completed application, after a reload too. */
describe.each(backends)('GetSubmittedApplication on %s', (backend) => {
  const t = useTestApp(backend);
  const asha = '9755555501';
  const ravi = '9766666602';
  const tokens = useApplicationAudience(t, { asha, ravi });

  const read = (RegistrationId: number, token: string = tokens.asha) =>
    t.call('POST', '/api/Registration/GetSubmittedApplication', { body: { RegistrationId }, token });
  const submit = (RegistrationId: number) =>
    t.call('POST', '/api/Registration/SubmitAccount', { body: { RegistrationId }, token: tokens.asha });

  async function submittedApplication() {
    const filled = await fillApplication(t, tokens.asha, asha, {
      otherHolders: [
        { firstName: 'Ravi', lastName: 'Patil', photo: await cameraJpeg(300, 400), aadhaarMasked: 'XXXX XXXX 2346' },
      ],
    });
    expect((await submit(filled.RegistrationId)).statusCode).toBe(200);
    return filled;
  }

  it('answers the owner the reference, the branch with its address and each holder’s originals', async () => {
    const { RegistrationId, referenceNo } = await submittedApplication();
    const response = await read(RegistrationId);
    expect(response.statusCode).toBe(200);
    const body = submittedApplicationResponseSchema.parse(response.json());
    expect(body).toEqual({
      responseCode: 'OK',
      responseMessage: '',
      registrationId: RegistrationId,
      referenceNo,
      status: 'Completed',
      submittedAt: t.clock.now().toISOString(),
      branch: { code: '101', name: 'Pune Main Branch', address: '1180 Laxmi Road, Budhwar Peth, Pune 411002' },
      holders: [
        {
          holderSrNo: 1,
          holderName: 'Asha Ramesh Patil',
          documents: [
            'UID-Aadhaar No. (proof of identity and address)',
            'PAN card',
            'A recent passport-size photograph',
          ],
        },
        {
          holderSrNo: 2,
          holderName: 'Ravi Patil',
          documents: [
            'UID-Aadhaar No. (proof of identity and address)',
            'PAN card',
            'A recent passport-size photograph',
          ],
        },
      ],
    });
    // Asked again (a reload), the answer is the same.
    expect((await read(RegistrationId)).json()).toEqual(response.json());
  });

  it('answers 409 for the owner’s application that is not submitted yet', async () => {
    const { RegistrationId } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateFamilyDetails'] });
    const response = await read(RegistrationId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      responseCode: 'CONFLICT',
      responseMessage: messages.applicationNotSubmitted,
    });
  });

  it('answers another customer 404, as for a missing id, whether submitted or not', async () => {
    const { RegistrationId } = await submittedApplication();
    const { RegistrationId: draft } = await fillApplication(t, tokens.asha, asha, { skip: ['UpdateFamilyDetails'] });
    for (const id of [RegistrationId, draft]) expectNotFound(await read(id, tokens.ravi), 'Pune Main Branch');
    expect((await read(99_999_999)).statusCode).toBe(404);
  });

  it('answers 401 without a session and 403 to branch staff, admins included', async () => {
    const { RegistrationId } = await submittedApplication();
    const refusals = await expectCustomersOwnRead(
      (token) => read(RegistrationId, token),
      [tokens.staff101, tokens.admin],
    );
    for (const refusal of refusals) expect(refusal.body).not.toContain('Pune Main Branch');
  });

  it('answers a bad id 400', async () => {
    expect((await read(0)).statusCode).toBe(400);
  });

  it('shows the address the reference import gives; an import without one keeps it', async () => {
    const { RegistrationId } = await submittedApplication();
    await replaceReferenceData(t.db, {
      branches: [{ code: '101', name: 'Pune Main Branch', locationId: 1, address: 'Shop 4, Tilak Road, Pune 411030' }],
    });
    expect((await read(RegistrationId)).json()).toMatchObject({
      branch: { code: '101', name: 'Pune Main Branch', address: 'Shop 4, Tilak Road, Pune 411030' },
    });
    await replaceReferenceData(t.db, { branches: [{ code: '101', name: 'Pune Head Office', locationId: 1 }] });
    expect((await read(RegistrationId)).json()).toMatchObject({
      branch: { code: '101', name: 'Pune Head Office', address: 'Shop 4, Tilak Road, Pune 411030' },
    });
  });
});
