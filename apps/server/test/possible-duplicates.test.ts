import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidAadhaar, maskAadhaar, type GetPossibleDuplicatesResponse } from '@portal/domain';
import { duplicateLookups } from '@server/modules/possible-duplicates/possible-duplicates-repository.js';
import { backends } from './support/test-database.js';
import { createTestApp, type TestApp } from './support/test-app.js';
import { cameraJpeg, fillApplication, type ApplicationOptions } from './support/application-fixtures.js';
import { AADHAAR, dataUrl } from './support/holder-fixtures.js';

const GET_POSSIBLE_DUPLICATES = '/api/Review/GetPossibleDuplicates';

/** Every call the wizard makes, for a draft that has only been created (no holder details yet). */
const BARE_DRAFT = [
  'Registration',
  'UpdateFamilyDetails',
  'UpdateAdditionalDetails',
  'UpdateTechnoProducts',
  'UpdateNominees',
  'UpdateAccountOperation',
  'HolderOneDeclaration',
];

/** Another valid Aadhaar number with the same last four digits (the check digit among them). */
function aadhaarEndingLike(number: string, seed: number): string {
  for (let prefix = 30_000_000 + seed * 1000; ; prefix += 1) {
    const candidate = `${prefix}${number.slice(-4)}`;
    if (candidate !== number && isValidAadhaar(candidate)) return candidate;
  }
}

// Possible duplicates, docs/decisions/046.
describe.each(backends)('possible duplicates on %s', (backend) => {
  let t: TestApp;
  let proofFile: string;
  const staff = {} as Record<'clerk101' | 'clerk201' | 'admin', string>;
  const mobiles = {
    a: '9730000001',
    aHolder2: '9730000002',
    b: '9730000003',
    d: '9730000004',
    e: '9730000005',
  };
  const apps = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f', { id: number; referenceNo: string; token: string }>;

  /** An application of branch 101 (or moved to 201 when asked), holder 1 with these personal details. */
  async function application(
    mobile: string,
    personal: { FirstName: string; LastName: string; PAN: string; DOB: string; aadhaar: string } | null,
    options: ApplicationOptions & { branch201?: boolean } = {},
  ) {
    const token = await t.signInCustomer(mobile);
    const filled = await fillApplication(t, token, mobile, {
      ...options,
      ...(personal === null
        ? { skip: BARE_DRAFT }
        : {
            personal: {
              FirstName: personal.FirstName,
              LastName: personal.LastName,
              PAN: personal.PAN,
              DOB: personal.DOB,
              registrationHoldersPOI: [
                { POI: 'UID-Aadhaar No.', POINo: personal.aadhaar, POIPOA: '3', ExpiryDate: '', Base64POI: proofFile },
              ],
            },
          }),
    });
    if (options.branch201) {
      await t.db
        .updateTable('registrations')
        .set({ branch_code: '201', location_id: 2 })
        .where('id', '=', filled.RegistrationId)
        .execute();
    }
    return { id: filled.RegistrationId, referenceNo: filled.referenceNo, token };
  }

  const ask = (token: string | undefined, registrationId: number) =>
    t.call('POST', GET_POSSIBLE_DUPLICATES, { token, body: { RegistrationId: registrationId } });
  const answerOf = async (token: string, registrationId: number) => {
    const response = await ask(token, registrationId);
    expect(response.statusCode).toBe(200);
    return response.json<GetPossibleDuplicatesResponse>();
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    staff.clerk101 = await t.addStaff({ username: 'dup101', branchCode: '101' });
    staff.clerk201 = await t.addStaff({ username: 'dup201', branchCode: '201' });
    staff.admin = await t.addStaff({ username: 'dupadmin', branchCode: '201', role: 'admin' });
    proofFile = dataUrl(await cameraJpeg(300, 400));

    // A: Asha Patil of branch 101, with a joint holder Ravi Kale who has a phone of his own.
    const asha = { FirstName: 'Asha', LastName: 'Patil', PAN: 'ASHPP1111A', DOB: '1990-04-12', aadhaar: AADHAAR };
    apps.a = await application(mobiles.a, asha, {
      otherHolders: [
        { firstName: 'Ravi', lastName: 'Kale', mobile: mobiles.aHolder2, aadhaarMasked: 'XXXX XXXX 5555' },
      ],
      skip: ['UpdateAccountHolderStatus', 'HolderOneDeclaration'],
    });
    // B: someone else with Asha's PAN, at her branch, submitted.
    const b = await application(mobiles.b, {
      FirstName: 'Sunil',
      LastName: 'Joshi',
      PAN: 'ASHPP1111A',
      DOB: '1980-01-01',
      aadhaar: aadhaarEndingLike('234123419999', 1),
    });
    const submitted = await t.call('POST', '/api/Registration/SubmitAccount', {
      token: b.token,
      body: { RegistrationId: b.id, branchUserName: null },
    });
    expect(submitted.statusCode).toBe(200);
    apps.b = b;
    // C: Asha again, signed in with the same mobile, at another branch, with another PAN and Aadhaar.
    apps.c = await application(
      mobiles.a,
      { ...asha, PAN: 'ASHPP2222B', aadhaar: aadhaarEndingLike('234123417771', 2) },
      { branch201: true },
    );
    // D: an Aadhaar with Asha's last four digits and her date of birth; E: the same last four, born another day.
    apps.d = await application(mobiles.d, { ...asha, PAN: 'ASHPP3333C', aadhaar: aadhaarEndingLike(AADHAAR, 3) });
    apps.e = await application(mobiles.e, {
      ...asha,
      PAN: 'ASHPP4444D',
      DOB: '1991-05-05',
      aadhaar: aadhaarEndingLike(AADHAAR, 4),
    });
    // F: a draft of another branch, signed in with Ravi's mobile, no holder details yet.
    apps.f = await application(mobiles.aHolder2, null, { branch201: true });

    // The customer master: Asha's PAN at her branch, her mobile at another.
    const master = {
      title: '2',
      middle_name: '',
      dob: '1990-04-12',
      gender: '2',
      email: '',
      address1: '12 MG Road',
      address2: '',
      address3: '',
      city: 'Pune',
      pin: '411001',
      state: 21,
      average_income: '',
      education: null,
      occupation: null,
      updated_at: t.clock.now(),
    };
    await t.db
      .insertInto('customer_master')
      .values([
        {
          ...master,
          customer_id: 'CM-101',
          branch_code: '101',
          first_name: 'ASHA',
          last_name: 'patil',
          pan: 'ASHPP1111A',
          mobile: '9000000001',
        },
        {
          ...master,
          customer_id: 'CM-201',
          branch_code: '201',
          first_name: 'Asha',
          last_name: 'Patil',
          pan: '',
          mobile: mobiles.a,
        },
        {
          ...master,
          customer_id: 'CM-OTHER',
          branch_code: '101',
          first_name: 'Nobody',
          last_name: 'Else',
          pan: 'ZZZPZ9999Z',
          mobile: '9000000009',
        },
      ])
      .execute();
  }, 120_000);
  afterAll(() => t.close());

  it("finds A's PAN, Aadhaar reference and mobiles elsewhere, links only what the clerk may open, never A itself", async () => {
    const answer = await answerOf(staff.clerk101, apps.a.id);
    const aadhaarShown = `${maskAadhaar(AADHAAR)}, born 12-Apr-1990`;
    expect(answer).toEqual({
      responseCode: 'OK',
      responseMessage: '',
      truncated: false,
      data: [
        {
          source: 'Application',
          matchedOn: 'PAN',
          value: 'ASHPP1111A',
          holderSrNo: 1,
          registrationId: apps.b.id,
          referenceNo: apps.b.referenceNo,
          otherHolderSrNo: 1,
          branchCode: '101',
          branchName: 'Pune Main Branch',
          name: 'Sunil Ramesh Joshi',
          sameName: false,
          status: 'Completed',
          reviewStatus: 'Submitted',
          canOpen: true,
        },
        {
          source: 'CustomerMaster',
          matchedOn: 'PAN',
          value: 'ASHPP1111A',
          holderSrNo: 1,
          customerId: 'CM-101',
          branchCode: '101',
          branchName: 'Pune Main Branch',
          name: 'ASHA patil',
          sameName: true,
          canOpen: true,
        },
        {
          source: 'Application',
          matchedOn: 'Aadhaar',
          value: aadhaarShown,
          holderSrNo: 1,
          registrationId: apps.d.id,
          referenceNo: apps.d.referenceNo,
          otherHolderSrNo: 1,
          branchCode: '101',
          branchName: 'Pune Main Branch',
          name: 'Asha Ramesh Patil',
          sameName: true,
          status: 'Partially Filled',
          reviewStatus: null,
          canOpen: true,
        },
        // Another branch's: where to ask (reference, branch, status), not whose it is.
        {
          source: 'Application',
          matchedOn: 'Mobile',
          value: mobiles.a,
          holderSrNo: 1,
          registrationId: null,
          referenceNo: apps.c.referenceNo,
          otherHolderSrNo: 1,
          branchCode: '201',
          branchName: 'Nashik Road Branch',
          name: null,
          sameName: true,
          status: 'Partially Filled',
          reviewStatus: null,
          canOpen: false,
        },
        {
          source: 'CustomerMaster',
          matchedOn: 'Mobile',
          value: mobiles.a,
          holderSrNo: 1,
          customerId: 'CM-201',
          branchCode: '201',
          branchName: 'Nashik Road Branch',
          name: null,
          sameName: true,
          canOpen: false,
        },
        // Holder 2's own mobile is the mobile that signed in on F, which has no holder details yet.
        {
          source: 'Application',
          matchedOn: 'Mobile',
          value: mobiles.aHolder2,
          holderSrNo: 2,
          registrationId: null,
          referenceNo: apps.f.referenceNo,
          otherHolderSrNo: null,
          branchCode: '201',
          branchName: 'Nashik Road Branch',
          name: null,
          sameName: false,
          status: 'Partially Filled',
          reviewStatus: null,
          canOpen: false,
        },
      ],
    });
    // E shares the last four digits but not the date of birth: no Aadhaar match.
    expect(
      answer.data.some((match) => match.source === 'Application' && match.referenceNo === apps.e.referenceNo),
    ).toBe(false);
  });

  it("shows an admin every branch's match with its link and name", async () => {
    const answer = await answerOf(staff.admin, apps.a.id);
    expect(
      answer.data.find((match) => match.source === 'Application' && match.referenceNo === apps.c.referenceNo),
    ).toMatchObject({
      registrationId: apps.c.id,
      name: 'Asha Ramesh Patil',
      canOpen: true,
    });
    expect(
      answer.data.find((match) => match.source === 'CustomerMaster' && match.customerId === 'CM-201'),
    ).toMatchObject({ name: 'Asha Patil', canOpen: true });
  });

  it("shows staff of the other branch their own application's matches, A's without its link", async () => {
    const answer = await answerOf(staff.clerk201, apps.c.id);
    expect(answer.data).toContainEqual(
      expect.objectContaining({
        source: 'Application',
        matchedOn: 'Mobile',
        referenceNo: apps.a.referenceNo,
        registrationId: null,
        name: null,
        canOpen: false,
        branchCode: '101',
      }),
    );
    expect(answer.data.map((match) => match.source === 'Application' && match.registrationId)).not.toContain(apps.c.id);
  });

  it('answers an application with nothing in common an empty list', async () => {
    const lone = await application('9730000099', {
      FirstName: 'Lone',
      LastName: 'Applicant',
      PAN: 'LONPA5555L',
      DOB: '1975-07-07',
      aadhaar: aadhaarEndingLike('234123418888', 5),
    });
    expect(await answerOf(staff.clerk101, lone.id)).toEqual({
      responseCode: 'OK',
      responseMessage: '',
      data: [],
      truncated: false,
    });
  });

  it("refuses no session (401), a customer (403), and another branch's application or a missing one (404)", async () => {
    expect((await ask(undefined, apps.a.id)).statusCode).toBe(401);
    expect((await ask(apps.c.token, apps.a.id)).statusCode).toBe(403);
    const otherBranch = await ask(staff.clerk201, apps.a.id);
    const missing = await ask(staff.clerk201, 999_999);
    expect(otherBranch.statusCode).toBe(404);
    expect(otherBranch.json()).toEqual(missing.json());
    expect((await ask(staff.clerk101, apps.c.id)).statusCode).toBe(404);
  });

  it('refuses a missing RegistrationId with the spec message (400)', async () => {
    const response = await t.call('POST', GET_POSSIBLE_DUPLICATES, { token: staff.clerk101, body: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [{ field: 'RegistrationId', message: 'Registration is required' }],
    });
  });
});

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

// Index-backed, whatever the number of applications: the planner's own choice with many rows, not a timing.
describe.each(backends)('the duplicate lookups with many applications on %s', (backend) => {
  // Enough for the planner to prefer an index by far; the embedded database fills fewer, for time.
  const ROWS = backend === 'postgres' ? 10_000 : 2_000;
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(backend);
    // Application i: mobile 70000i, holder 1 with PAN ABCP<letter><4 digits>Z and an Aadhaar proof whose
    // last four digits repeat every 10,000 (as real ones would, about once in 10,000 people).
    await sql`
      INSERT INTO registrations (reference_no, mobile, email, account_type_id, entity_type_id, location_id,
        branch_code, status, form_fill_by, created_at, updated_at)
      SELECT (200000000000000 + i)::text, (7000000000 + i)::text, '', 1, 1, 1, '101', 'Partially Filled',
        'Customer', now(), now()
      FROM generate_series(1, ${ROWS}::int) AS i`.execute(t.db);
    await sql`
      INSERT INTO registration_holders (registration_id, holder_sr_no, first_name, last_name, created_at, updated_at)
      SELECT id, 1, 'Holder', reference_no, now(), now() FROM registrations`.execute(t.db);
    await sql`
      INSERT INTO holder_kyc (holder_id, personal, updated_at)
      SELECT h.id, jsonb_build_object(
          'PAN', 'ABCP' || chr(65 + (r.id / 10000) % 26) || lpad((r.id % 10000)::text, 4, '0') || 'Z',
          'Mobile', r.mobile, 'DOB', '1990-04-' || lpad((1 + r.id % 28)::text, 2, '0')),
        now()
      FROM registration_holders h JOIN registrations r ON r.id = h.registration_id`.execute(t.db);
    await sql`
      INSERT INTO holder_documents (holder_id, kind, proof_name, proof_number, poi_poa, created_at)
      SELECT h.id, 'proof', 'UID-Aadhaar No.', 'XXXX XXXX ' || lpad((h.id % 10000)::text, 4, '0'), '3', now()
      FROM registration_holders h`.execute(t.db);
    await sql`
      INSERT INTO customer_master (customer_id, branch_code, mobile, title, first_name, last_name, dob, gender, pan,
        address1, city, pin, state, updated_at)
      SELECT 'C' || i, '101', (8000000000 + i)::text, '1', 'Customer', i::text, '1980-01-01', '1',
        'ABCC' || chr(65 + (i / 10000) % 26) || lpad((i % 10000)::text, 4, '0') || 'Z', 'Road', 'Pune', '411001', 21, now()
      FROM generate_series(1, ${ROWS}::int) AS i`.execute(t.db);
    await sql`ANALYZE`.execute(t.db);
  }, 300_000);
  afterAll(() => t.close());

  it('answers each lookup from its index, never by reading a whole table', async () => {
    const lookups = duplicateLookups(
      t.db,
      {
        registrationId: 1,
        pans: ['ABCPB0042Z', 'ABCCA0042Z'],
        aadhaar: [{ proofNumber: 'XXXX XXXX 0042', dateOfBirth: '1990-04-15' }],
        mobiles: ['7000000042', '8000000042'],
      },
      101,
    );
    const plans: PlanNode[][] = [];
    for (const query of [...lookups.applications, ...lookups.customers]) {
      const compiled = query.compile();
      const { rows } = await t.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
        CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
      );
      const plan = rows[0]?.['QUERY PLAN'];
      const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: PlanNode }]) : plan;
      plans.push(parsed ? nodesOf(parsed[0].Plan) : []);
    }
    const indexesOf = (nodes: PlanNode[]) => nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
    // PAN, Aadhaar, a holder's mobile, the mobile that signed in; the master's PAN and mobile.
    const expected = [
      'holder_kyc_pan_idx',
      'holder_documents_proof_number_idx',
      'holder_kyc_mobile_idx',
      'registrations_mobile_idx',
      'customer_master_pan_idx',
      'customer_master_mobile',
    ];
    expect(plans).toHaveLength(expected.length);
    plans.forEach((nodes, index) => expect(indexesOf(nodes)).toContain(expected[index]));
    // Only the six branches may be read whole (the branch name of each match).
    for (const nodes of plans) {
      const wholeTables = nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']);
      expect(wholeTables.filter((table) => table !== 'branches')).toEqual([]);
    }
  });
});
