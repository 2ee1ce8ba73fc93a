import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, smsKindsWithoutDltTemplateId, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { setUpDemoBank } from './db/demo-setup.js';
import { migrateDatabase } from './db/migrate.js';
import { systemClock } from './lib/clock.js';

/** A start-up failure the operator can fix: its message is one plain line saying what to do. */
export class StartupError extends Error {}

export interface RunningPortal {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  webDistDir?: string;
  /** Where "waiting for the database" lines go (the app's logger does not exist yet). */
  warn?: (line: string) => void;
  /** Gives up waiting for PostgreSQL after this long; unset, waits as long as it takes. */
  databaseWaitMs?: number;
  /** Where the app's JSON log lines go; unset, standard output. */
  logStream?: { write(line: string): void };
}

const FILE_SYSTEM_CODES = new Set(['EACCES', 'EPERM', 'ENOTDIR', 'EEXIST', 'EROFS', 'ENOSPC']);
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P03',
]);

function codeOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

/** Turns what went wrong into one line naming the setting to fix; anything unrecognised is left as is. */
function explain(error: unknown, env: NodeJS.ProcessEnv, config: Config | undefined): unknown {
  if (error instanceof StartupError) return error;
  if (error instanceof ConfigError) return new StartupError(error.message.replace(/\n\s*/g, ' '));
  const code = codeOf(error);
  const reason = error instanceof Error ? error.message : String(error);
  if (code === 'EADDRINUSE' || (code === 'EACCES' && /listen/.test(reason))) {
    return new StartupError(
      `Port ${config?.port ?? env.PORT} on ${config?.host ?? env.HOST} is already in use or not allowed (${code}): stop the other process or set PORT to a free port.`,
    );
  }
  if (FILE_SYSTEM_CODES.has(code)) {
    return new StartupError(
      `DATA_DIR ${config?.dataDir ?? env.DATA_DIR ?? './data'} cannot be used (${reason}): point DATA_DIR at a folder this user can write.`,
    );
  }
  if (code === '28P01' || code === '28000') {
    return new StartupError(`DATABASE_URL: PostgreSQL refused the user or password (${reason}).`);
  }
  if (code === '3D000') return new StartupError(`DATABASE_URL: ${reason}; create it first (createdb).`);
  return error;
}

/** PostgreSQL may start after the portal (a restart, a failover): wait for it rather than exit. */
async function waitForDatabase(db: Database, url: string, options: StartOptions): Promise<void> {
  const started = Date.now();
  const where = new URL(url).host;
  for (let delayMs = 500; ; delayMs = Math.min(delayMs * 2, 10_000)) {
    try {
      await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      return;
    } catch (error) {
      if (!UNREACHABLE_CODES.has(codeOf(error))) throw error;
      if (options.databaseWaitMs !== undefined && Date.now() - started >= options.databaseWaitMs) {
        throw new StartupError(
          `DATABASE_URL: PostgreSQL at ${where} is not reachable (${codeOf(error)}); check that it runs and the address is right.`,
        );
      }
      options.warn?.(`PostgreSQL at ${where} is not reachable (${codeOf(error)}); retrying in ${delayMs / 1000} s.`);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/** Everything `npm start` does before serving: config, database, migrations, demo data, app, listen. */
export async function startPortal(options: StartOptions = {}): Promise<RunningPortal> {
  let config: Config | undefined;
  let db: Database | undefined;
  let redis: Redis | undefined;
  let app: FastifyInstance | undefined;
  try {
    config = loadConfig(options.env);
    const embedded = !config.databaseUrl;
    db = openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'embedded', dataDir: config.dataDir },
    );
    if (config.databaseUrl) await waitForDatabase(db, config.databaseUrl, options);
    await migrateDatabase(db);
    const demo =
      embedded && config.nodeEnv !== 'production' ? await setUpDemoBank(db, systemClock, config.dataDir) : null;
    // Loaded only when asked for: ioredis took some 25 ms of CPU of every start without Redis (decision 034).
    redis = config.redisUrl
      ? new (await import('ioredis')).Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false })
      : undefined;
    app = await buildApp({
      config,
      db,
      redis,
      webDistDir: options.webDistDir,
      ...(options.logStream ? { logger: { level: config.logLevel, stream: options.logStream } } : {}),
    });
    if (config.nodeEnv === 'production') {
      for (const { kind, variables } of smsKindsWithoutDltTemplateId(config.sms)) {
        app.log.warn(
          { smsKind: kind, variables },
          `SMS of kind "${kind}" has no DLT template id: Indian operators drop such SMS; set ${variables.join(', ')}`,
        );
      }
    }
    if (demo) {
      app.log.warn(
        { credentialsFile: demo.file, users: demo.users },
        'Demo bank created on the embedded database: branch users and their one-time printed passwords',
      );
    }
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    redis?.disconnect();
    await db?.destroy().catch(() => undefined);
    throw explain(error, options.env ?? process.env, config);
  }
  const running = { app, db, redis };
  return {
    app,
    config,
    async close() {
      await running.app.close();
      running.redis?.disconnect();
      await running.db.destroy();
    },
  };
}
