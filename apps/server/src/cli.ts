import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { referenceImportFileSchema } from '@portal/domain';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { systemClock } from './lib/clock.js';
import { replaceReferenceData } from './modules/reference/reference-repository.js';
import { addBranchUser, disableUser } from './modules/staff-auth/branch-user-service.js';

const USAGE = `Usage: npm run cli -- <command>

  branch-user add --username U --branch CODE [--admin]
      Adds a branch user. The password is read from BRANCH_USER_PASSWORD, or asked for.
  branch-user disable U
      Disables a branch user; their open sessions stop working at once.
  reference import FILE.json
      Replaces the reference lists and upserts the branches named in FILE.json
      (format: docs/reference-data.md).

The CLI works on the database of DATABASE_URL, or on the embedded database in DATA_DIR
(stop the server first: the embedded database has one user at a time).`;

async function askPassword(): Promise<string> {
  const fromEnv = process.env.BRANCH_USER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) throw new Error('Set BRANCH_USER_PASSWORD, or run the command in a terminal to be asked.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password for the new user (8-10 letters and digits): ');
  } finally {
    rl.close();
  }
}

async function run(db: Database, args: string[]): Promise<string> {
  const [area, action, ...rest] = args;
  if (area === 'branch-user' && action === 'add') {
    const { values } = parseArgs({
      args: rest,
      options: { username: { type: 'string' }, branch: { type: 'string' }, admin: { type: 'boolean', default: false } },
    });
    if (!values.username || !values.branch) throw new Error('--username and --branch are required.');
    await addBranchUser(db, systemClock, {
      username: values.username,
      branchCode: values.branch,
      isAdmin: values.admin ?? false,
      password: await askPassword(),
    });
    return `Added ${values.admin ? 'admin ' : ''}user ${values.username} for branch ${values.branch}.`;
  }
  if (area === 'branch-user' && action === 'disable' && rest.length === 1 && rest[0]) {
    await disableUser(db, systemClock, rest[0]);
    return `Disabled user ${rest[0]}.`;
  }
  if (area === 'reference' && action === 'import' && rest.length === 1 && rest[0]) {
    const parsed = referenceImportFileSchema.safeParse(JSON.parse(readFileSync(rest[0], 'utf8')));
    if (!parsed.success) {
      throw new Error(
        `The file is not valid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
      );
    }
    await replaceReferenceData(db, parsed.data);
    const lists = Object.keys(parsed.data.lists ?? {});
    return `Imported ${lists.length} list(s)${lists.length ? ` (${lists.join(', ')})` : ''} and ${parsed.data.branches?.length ?? 0} branch(es).`;
  }
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const db = openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
  );
  try {
    await migrateDatabase(db);
    console.log(await run(db, args));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
