import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { setUpDemoBank } from './db/demo-setup.js';
import { migrateDatabase } from './db/migrate.js';
import { systemClock } from './lib/clock.js';

async function start(): Promise<void> {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const db = openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'embedded', dataDir: config.dataDir },
  );
  await migrateDatabase(db);
  const demo =
    embedded && config.nodeEnv !== 'production' ? await setUpDemoBank(db, systemClock, config.dataDir) : null;
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: false })
    : undefined;

  const app = await buildApp({
    config,
    db,
    redis,
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  });
  if (demo) {
    app.log.warn(
      { credentialsFile: demo.file, users: demo.users },
      'Demo bank created on the embedded database: branch users and their one-time printed passwords',
    );
  }

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    redis?.disconnect();
    await db.destroy();
  });

  await app.listen({ port: config.port, host: config.host });
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The portal could not start:', error);
  }
  process.exit(1);
});
