import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { StartupError, startPortal } from './start-up.js';

try {
  const portal = await startPortal({
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    warn: (line) => console.warn(line),
  });
  // After the JSON log lines, the one thing a newcomer needs from them.
  const { host, port } = portal.config;
  const openHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  process.stdout.write(`The portal is running: open http://${openHost}:${port}\n`);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) portal.app.log.error({ err }, 'shutting down after an error');
    else portal.app.log.info({ signal }, 'shutting down');
    await portal.close();
  });
} catch (error) {
  // A problem the operator can fix is one plain line; anything else keeps its stack for whoever debugs it.
  console.error(error instanceof StartupError ? error.message : error);
  process.exit(1);
}
