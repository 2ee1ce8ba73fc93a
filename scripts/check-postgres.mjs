// CI must exercise the real PostgreSQL: fail at once, clearly, when TEST_DATABASE_URL cannot be reached.
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('TEST_DATABASE_URL is not set.');
  process.exit(1);
}
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
try {
  await client.connect();
  const { rows } = await client.query('SHOW server_version');
  console.log(`PostgreSQL ${rows[0].server_version} reachable at ${new URL(url).host}`);
} catch (error) {
  console.error(`PostgreSQL cannot be reached at ${url}: ${error.message}`);
  process.exit(1);
} finally {
  await client.end().catch(() => undefined);
}
