import { describe, expect, it } from 'vitest';
import { contract, FORM_TYPE, namedMessages, reviewMessages } from '@portal/domain';
import { listDocumentIds } from '@server/modules/review/review-repository.js';
import { cameraJpeg, fdDetails, fillApplication, newMobile, rdDetails } from './support/application-fixtures.js';
import {
  additional,
  additionalByYear,
  dataUrl,
  family,
  formNo60,
  oneNominee,
  personalDetails,
  relatedPerson,
  technoProducts,
} from './support/holder-fixtures.js';
import { backends } from './support/test-database.js';
import { useSignedIn, useTestApp } from './support/test-app-hooks.js';

/**
 * "Returned means only that" (docs/decisions/045): a Returned application takes a save of a
 * returned part and nothing else, whichever call makes it; and its resubmit must have changed one.
 */
describe.each(backends)('a returned application on %s', (backend) => {
  const t = useTestApp(backend);
  const staff = useSignedIn(t, { clerk: { username: 'retclerk', branchCode: '101' } });

  /** A joint FD of two holders ('Jointly by all'), submitted and returned with `sections`. */
  async function returned(sections: string[]) {
    const mobile = newMobile();
    const token = await t.signInCustomer(mobile);
    const { RegistrationId, holderIds } = await fillApplication(t, token, mobile, {
      accountTypeId: FORM_TYPE.fixedDeposit,
      otherHolders: [{ firstName: 'Ravi', lastName: 'Patil' }],
      skip: ['UpdateAccountOperation'],
    });
    const call = (url: string, body: Record<string, unknown>) =>
      t.call('POST', `/api/Registration/${url}`, { token, body: { RegistrationId, ...body } });
    expect((await call('UpdateAccountOperation', { AccountOperations: 'Jointly by all' })).statusCode).toBe(200);
    expect((await call('SubmitAccount', { branchUserName: null })).statusCode).toBe(200);
    const answer = await t.call('POST', '/api/Review/Return', {
      token: staff.clerk,
      body: { RegistrationId, Reasons: sections.map((Section) => ({ Section, Reason: 'Please correct it' })) },
    });
    expect(answer.statusCode).toBe(200);
    return { RegistrationId, holderTwo: holderIds[0]!, mobile, call };
  }

  /** Holder 1's saved steps, as the store keeps them. */
  const holderOneKyc = (registrationId: number) =>
    t.db
      .selectFrom('holder_kyc as k')
      .innerJoin('registration_holders as h', 'h.id', 'k.holder_id')
      .select(['k.personal', 'k.family'])
      .where('h.registration_id', '=', registrationId)
      .where('h.holder_sr_no', '=', 1)
      .executeTakeFirstOrThrow();

  /** Everything the customer's saves can write, and the audit trail, to compare before and after. */
  async function snapshot(registrationId: number) {
    const holders = await t.db
      .selectFrom('registration_holders')
      .selectAll()
      .where('registration_id', '=', registrationId)
      .orderBy('id')
      .execute();
    const holderIds = holders.map((holder) => holder.id);
    const [registration, kyc, documents, nomination, nominees, techno, deposits, audits] = await Promise.all([
      t.db.selectFrom('registrations').selectAll().where('id', '=', registrationId).executeTakeFirst(),
      t.db.selectFrom('holder_kyc').selectAll().where('holder_id', 'in', holderIds).orderBy('holder_id').execute(),
      t.db
        .selectFrom('holder_documents')
        .select(['id', 'holder_id', 'kind', 'file_name', 'proof_name', 'proof_number', 'poi_poa', 'byte_size'])
        .where('holder_id', 'in', holderIds)
        .orderBy('id')
        .execute(),
      t.db.selectFrom('nominations').selectAll().where('registration_id', '=', registrationId).execute(),
      t.db.selectFrom('nominees').selectAll().where('registration_id', '=', registrationId).execute(),
      t.db.selectFrom('techno_products').selectAll().where('registration_id', '=', registrationId).execute(),
      t.db.selectFrom('deposit_details').selectAll().where('registration_id', '=', registrationId).execute(),
      t.db.selectFrom('audit_log').select('action').where('registration_id', '=', registrationId).execute(),
    ]);
    return { registration, holders, kyc, documents, nomination, nominees, techno, deposits, audits };
  }

  it('takes only the returned part: every other save call is 409 and changes nothing', async () => {
    const app = await returned(['Nomination form DA-1']);
    const jpeg = dataUrl(await cameraJpeg(300, 400));
    const files = { photo: jpeg, pan: jpeg, proof: jpeg };
    const proofs = await t.db
      .selectFrom('holder_documents as d')
      .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
      .select('d.id')
      .where('h.registration_id', '=', app.RegistrationId)
      .where('d.kind', '=', 'proof')
      .execute();
    const two = { RegistrationHolderId: app.holderTwo };
    // Every customer call that writes to an application, each with a body it would otherwise take.
    const saves: Record<string, Record<string, unknown>[]> = {
      Registration: [{ registrationHolders: [personalDetails(app.mobile, files)] }],
      UpdatePersonalDetails: [
        { objRegistrationHolders: { ...personalDetails(app.mobile, files), Id: app.holderTwo, PAN: 'ABCPR1234K' } },
      ],
      UpdateFamilyDetails: [family, { ...two, ...family }],
      UpdateDetailOfRelatedPerson: [relatedPerson, { ...two, ...relatedPerson }],
      UpdateFormNo60: [formNo60, { ...two, ...formNo60 }],
      UpdateAdditionalDetails: [additional, { ...two, ...additionalByYear }],
      UpdateAccountHolderStatus: [{ TermsAccepted: true }, { ...two, TermsAccepted: true }],
      DeleteCustomerPOI: proofs.map((proof) => ({ Id: proof.id })),
      AddApplicantHolder: [{}],
      DeleteCustomerAccountHolder: [two],
      DeleteCustomerAccount: [{}],
      // The DA-1 step's other half: who may operate the account.
      UpdateAccountOperation: [{ AccountOperations: 'Anyone or survivor' }, { AccountOperations: 'Jointly by all' }],
      UpdateTechnoProducts: [{ ...technoProducts, SMSBanking: false }],
      UpdateFDDetails: [{ ...fdDetails, DepositAmount: '300000' }],
      UpdateRDDetails: [rdDetails],
    };
    // A new call that writes to an application must be added here, and so be checked.
    const writes = Object.values(contract)
      .filter((call) => call.path.startsWith('/api/Registration/') && call.audience === 'customer')
      .map((call) => call.operationId)
      .filter((name) => !/^(Get|Check)/.test(name))
      .filter((name) => !['CreateNewAccount', 'SubmitAccount', 'UpdateNominees'].includes(name));
    expect(Object.keys(saves).sort()).toEqual(writes.sort());

    const before = await snapshot(app.RegistrationId);
    t.clock.advance(60_000);
    for (const [url, bodies] of Object.entries(saves)) {
      for (const body of bodies) {
        const refused = await app.call(url, body);
        expect({ url, status: refused.statusCode }).toEqual({ url, status: 409 });
        expect(refused.json()).toMatchObject({ responseMessage: reviewMessages.returnedSectionOnly });
      }
    }
    expect(await snapshot(app.RegistrationId)).toEqual(before);

    const nominee = { ...oneNominee.Nominees[0]!, FirstName: 'Kiran' };
    const saved = await app.call('UpdateNominees', { ...oneNominee, Nominees: [nominee] });
    expect(saved.statusCode).toBe(200);
    const after = await snapshot(app.RegistrationId);
    expect(after.nominees.map((row) => row.first_name)).toEqual(['Kiran']);
    expect(after.registration?.account_operations).toBe('Jointly by all');
  });

  it('takes a returned step for every holder, and nothing else', async () => {
    const app = await returned(['Additional Details']);
    const two = { RegistrationHolderId: app.holderTwo };
    expect((await app.call('UpdateAdditionalDetails', { ...two, ...additionalByYear, caste: 'OBC' })).statusCode).toBe(
      200,
    );
    expect((await app.call('UpdateAdditionalDetails', additional)).statusCode).toBe(200);
    const jpeg = dataUrl(await cameraJpeg(300, 400));
    const personal = await app.call('Registration', {
      registrationHolders: [personalDetails(app.mobile, { photo: jpeg, pan: jpeg, proof: jpeg })],
    });
    expect(personal.statusCode).toBe(409);
    expect((await app.call('UpdateNominees', oneNominee)).statusCode).toBe(409);
  });

  it('refuses a resubmit that changed none of the returned sections, naming them', async () => {
    const app = await returned(['Family Details', 'Techno based products requirement']);
    const refusal = namedMessages.returnedUnchanged(['Family Details', 'Techno based products requirement']);

    expect((await app.call('SubmitAccount', { branchUserName: null })).json()).toMatchObject({
      responseCode: 'CONFLICT',
      responseMessage: refusal,
    });
    // The same values saved again are no change; the documents' new file names neither.
    const familyRow = await holderOneKyc(app.RegistrationId);
    expect((await app.call('UpdateFamilyDetails', family)).statusCode).toBe(200);
    expect((await app.call('UpdateTechnoProducts', technoProducts)).statusCode).toBe(200);
    const again = await app.call('SubmitAccount', { branchUserName: null });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ responseMessage: refusal });
    expect(familyRow.family).toMatchObject({ FatherFirstName: 'Ramesh' });

    // One returned section changed is enough: the branch sees the rest again in its review.
    expect((await app.call('UpdateTechnoProducts', { ...technoProducts, SMSBanking: false })).statusCode).toBe(200);
    const resubmitted = await app.call('SubmitAccount', { branchUserName: null });
    expect(resubmitted.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('registrations')
      .select('review_status')
      .where('id', '=', app.RegistrationId)
      .executeTakeFirstOrThrow();
    expect(row.review_status).toBe('Submitted');
  });

  it('counts new photo bytes as a change of a returned Personal Details, not a new name for the same bytes', async () => {
    const app = await returned(['Personal Details']);
    const holderOne = await holderOneKyc(app.RegistrationId);
    const proof = await t.db
      .selectFrom('holder_documents as d')
      .innerJoin('registration_holders as h', 'h.id', 'd.holder_id')
      .select(['d.id', 'd.proof_name', 'd.proof_number', 'd.poi_poa'])
      .where('h.registration_id', '=', app.RegistrationId)
      .where('h.holder_sr_no', '=', 1)
      .where('d.kind', '=', 'proof')
      .executeTakeFirstOrThrow();
    const documentsBefore = await listDocumentIds(t.db, app.RegistrationId);
    const sameValues = {
      ...holderOne.personal,
      Base64Photo: '',
      Base64PAN: '',
      registrationHoldersPOI: [
        {
          POIId: proof.id,
          POI: proof.proof_name,
          POINo: proof.proof_number,
          POIPOA: proof.poi_poa,
          ExpiryDate: '',
          Base64POI: '',
        },
      ],
    };
    const resaved = await app.call('Registration', { registrationHolders: [sameValues] });
    expect(resaved.statusCode).toBe(200);
    expect(await listDocumentIds(t.db, app.RegistrationId)).toEqual(documentsBefore);
    expect((await app.call('SubmitAccount', { branchUserName: null })).statusCode).toBe(409);

    const newPhoto = dataUrl(await cameraJpeg(300, 400, 90));
    const changed = await app.call('Registration', {
      registrationHolders: [{ ...sameValues, Base64Photo: newPhoto }],
    });
    expect(changed.statusCode).toBe(200);
    expect((await app.call('SubmitAccount', { branchUserName: null })).statusCode).toBe(200);
  });
});
