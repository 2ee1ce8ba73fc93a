// Decision 046: the staff page's possible-duplicates warning (GetPossibleDuplicates) with many applications
// on PostgreSQL, through the API with a staff token. Run by bench/run.mjs (BENCH_ONLY=duplicates).
import autocannon from 'autocannon';
import pg from 'pg';
import { postJson, startServer, tempDataDir } from './support.mjs';

const PORT = 8191;

/**
 * Seeds `BENCH_DUPLICATE_ROWS` applications (50,000 by default) over the six demo branches in SQL: holder
 * 1 on each, a joint holder on one in four, every holder with a PAN, mobile, date of birth and an
 * Aadhaar proof (last four digits repeating about every 10,000 holders, as real ones do), one mobile
 * in ten on two applications, and one PAN on 20 applications (the issue's 19 plus one); and a
 * customer master as large. Then asks for the warning of one of the 20 as a clerk of its branch:
 * 200 requests one after another (after 20 to warm up), and 10 s with 16 connections; then the same
 * again with migration 0022's indexes dropped, for comparison in the same run.
 */
export async function measurePossibleDuplicates({
  adminUrl,
  report,
  createPostgresDatabase,
  importDemoReferenceData,
  addBranchUser,
  branchPassword,
  nextAddress,
}) {
  const rows = Number(process.env.BENCH_DUPLICATE_ROWS ?? 50_000);
  const database = await createPostgresDatabase(adminUrl);
  const env = { DATABASE_URL: database.url, JWT_SECRET: 'd'.repeat(48), DATA_DIR: tempDataDir('duplicates') };
  try {
    importDemoReferenceData(env);
    addBranchUser(env, 'dupclerk', '101', false);
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => undefined);
    await client.connect();
    const seedStarted = performance.now();
    await client.query(
      `INSERT INTO registrations (reference_no, mobile, email, account_type_id, entity_type_id, location_id,
         branch_code, status, form_fill_by, created_at, updated_at, submitted_at, review_status)
       SELECT (300000000000000 + i)::text, (7000000000 + i % ($1::int * 9 / 10))::text, '', 1, 1,
         (ARRAY[1, 1, 2, 2, 3, 3])[1 + i % 6], (ARRAY['101', '102', '201', '202', '301', '302'])[1 + i % 6],
         CASE WHEN i % 3 = 0 THEN 'Partially Filled' ELSE 'Completed' END, 'Customer',
         now() - i * interval '10 minutes', now() - i * interval '10 minutes',
         CASE WHEN i % 3 = 0 THEN NULL ELSE now() - i * interval '10 minutes' END,
         CASE WHEN i % 3 = 0 THEN NULL ELSE 'Submitted' END
       FROM generate_series(1, $1::int) AS i`,
      [rows],
    );
    await client.query(
      `INSERT INTO registration_holders (registration_id, holder_sr_no, first_name, middle_name, last_name, created_at, updated_at)
       SELECT id, 1, (ARRAY['Asha', 'Ravi', 'Meera', 'Sunil', 'Kavita', 'Imran'])[1 + id % 6], '', 'Patil' || (id % 997),
         created_at, updated_at FROM registrations
       UNION ALL
       SELECT id, 2, 'Second', '', 'Holder' || (id % 997), created_at, updated_at FROM registrations WHERE id % 4 = 0`,
    );
    await client.query(
      `INSERT INTO holder_kyc (holder_id, personal, updated_at)
       SELECT h.id, jsonb_build_object('FirstName', h.first_name, 'LastName', h.last_name,
           'PAN', CASE WHEN h.holder_sr_no = 1 AND r.id % ($1::int / 20) = 0 THEN 'ABCPZ9999Z'
             ELSE 'ABCP' || chr(65 + (h.id / 10000) % 26) || lpad((h.id % 10000)::text, 4, '0') || 'Z' END,
           'Mobile', CASE WHEN h.holder_sr_no = 1 THEN r.mobile ELSE (6000000000 + h.id)::text END,
           'DOB', (1960 + h.id % 40)::text || '-04-12'),
         h.updated_at
       FROM registration_holders h JOIN registrations r ON r.id = h.registration_id`,
      [rows],
    );
    await client.query(
      `INSERT INTO holder_documents (holder_id, kind, proof_name, proof_number, poi_poa, created_at)
       SELECT id, 'proof', 'UID-Aadhaar No.', 'XXXX XXXX ' || lpad((id * 7919 % 10000)::text, 4, '0'), '3', created_at
       FROM registration_holders`,
    );
    await client.query(
      `INSERT INTO customer_master (customer_id, branch_code, mobile, title, first_name, last_name, dob, gender, pan,
         address1, city, pin, state, updated_at)
       SELECT 'C' || i, (ARRAY['101', '102', '201', '202', '301', '302'])[1 + i % 6], (7000000000 + i * 7)::text, '1',
         'Customer', i::text, '1980-01-01', '1',
         CASE WHEN i = 1 THEN 'ABCPZ9999Z' ELSE 'ABCC' || chr(65 + (i / 10000) % 26) || lpad((i % 10000)::text, 4, '0') || 'Z' END,
         'Road', 'Pune', '411001', 21, now()
       FROM generate_series(1, $1::int) AS i`,
      [rows],
    );
    await client.query('VACUUM ANALYZE');
    // One of the 20 applications with the shared PAN, of branch 101.
    const {
      rows: [target],
    } = await client.query(
      `SELECT r.id, r.reference_no FROM registrations r WHERE r.id % ($1::int / 20) = 0 AND r.branch_code = '101' ORDER BY r.id LIMIT 1`,
      [rows],
    );
    await client.end();
    report(
      `possible duplicates: seeded ${rows.toLocaleString('en')} applications (${Math.round(rows * 1.25).toLocaleString('en')} holders, as many Aadhaar proofs) and ${rows.toLocaleString('en')} master customers (SQL), s`,
      ((performance.now() - seedStarted) / 1000).toFixed(0),
    );

    const server = await startServer({ ...env, TRUST_PROXY: '1' }, PORT);
    try {
      const { token } = await postJson(
        server.base,
        '/api/BranchLogin/CheckLogin',
        { username: 'dupclerk', password: branchPassword },
        { 'x-forwarded-for': nextAddress() },
      );
      const body = JSON.stringify({ RegistrationId: target.id });
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const ask = async () => {
        const response = await fetch(`${server.base}/api/Review/GetPossibleDuplicates`, {
          method: 'POST',
          headers,
          body,
        });
        const json = await response.json();
        if (!response.ok) throw new Error(`GetPossibleDuplicates answered ${response.status}: ${JSON.stringify(json)}`);
        return json;
      };
      // The baseline: a staff call of one indexed read (the same application by its reference number),
      // so the figures can be read against what any call costs on this machine as it is at the time.
      const askBaseline = async () => {
        const response = await fetch(`${server.base}/api/Registration/GetRegistrationDetailsByRefNo`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ReferenceNo: target.reference_no }),
        });
        if (!response.ok) throw new Error(`GetRegistrationDetailsByRefNo answered ${response.status}`);
        return response.json();
      };
      /** p50 / p95 of 200 requests one after another, after 20 to warm up; the last answer. */
      const timeSerially = async (request) => {
        const times = [];
        let answer;
        for (let i = 0; i < 220; i += 1) {
          const started = performance.now();
          answer = await request();
          if (i >= 20) times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
        return { answer, figures: `${p(0.5)} / ${p(0.95)}` };
      };
      /** Each call one at a time, the baseline's turn between, then 10 s with 16 connections. */
      const measure = async (label) => {
        const baseline = await timeSerially(askBaseline);
        const { answer, figures } = await timeSerially(ask);
        const counts = ['PAN', 'Aadhaar', 'Mobile']
          .map((kind) => `${answer.data.filter((match) => match.matchedOn === kind).length} ${kind}`)
          .join(', ');
        report(
          `PostgreSQL, ${rows.toLocaleString('en')} applications, ${label}: GetPossibleDuplicates, clerk, an application whose PAN is on 19 others (${answer.data.length} matches: ${counts}), 200 requests one at a time, p50 / p95 ms`,
          `${figures} (baseline GetRegistrationDetailsByRefNo ${baseline.figures})`,
        );
        const load = await autocannon({
          url: `${server.base}/api/Review/GetPossibleDuplicates`,
          method: 'POST',
          connections: 16,
          duration: 10,
          headers,
          body,
        });
        report(
          `PostgreSQL, ${rows.toLocaleString('en')} applications, ${label}: GetPossibleDuplicates, the same, 16 connections, 10 s`,
          `${load.requests.average.toFixed(0)} req/s, p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${load.non2xx + load.errors} failed`,
        );
      };
      await measure("with migration 0022's indexes");
      // The same without them, in the same run: what the indexes buy on this machine as it is now.
      const dropper = new pg.Client({ connectionString: database.url });
      await dropper.connect();
      await dropper.query(
        `DROP INDEX holder_kyc_pan_idx, holder_kyc_mobile_idx, holder_documents_proof_number_idx, customer_master_pan_idx`,
      );
      await dropper.query('ANALYZE');
      await dropper.end();
      await measure("without migration 0022's indexes");
    } finally {
      await server.stop();
    }
  } finally {
    // BENCH_DUPLICATES_KEEP=1 keeps the seeded database, e.g. for EXPLAIN ANALYZE.
    if (process.env.BENCH_DUPLICATES_KEEP === '1') console.log(`kept ${database.url}`);
    else await database.drop();
  }
}
