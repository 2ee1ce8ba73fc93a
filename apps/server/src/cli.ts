import { createInterface } from 'node:readline/promises';
import { runCliCommand, USAGE } from './cli-commands.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { systemClock } from './lib/clock.js';

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
    console.log(await runCliCommand(db, args, { clock: systemClock, askPassword }));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
