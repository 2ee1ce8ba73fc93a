// `npm run lint`'s API check: the OpenAPI document is built from the contract in packages/domain
// (bundled with esbuild, no server started) and linted with Redocly's recommended rules (redocly.yaml).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(path.join(tmpdir(), 'portal-openapi-'));
try {
  const bundle = path.join(work, 'openapi.mjs');
  await build({
    entryPoints: [path.join(root, 'packages/domain/src/contract/openapi.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'warning',
  });
  const { buildOpenApiDocument } = await import(pathToFileURL(bundle).href);
  const document = path.join(work, 'openapi.json');
  writeFileSync(document, JSON.stringify(buildOpenApiDocument(), null, 2));
  const redocly = fileURLToPath(import.meta.resolve('@redocly/cli/bin/cli.js'));
  const lint = spawnSync(
    process.execPath,
    [redocly, 'lint', document, '--config', path.join(root, 'redocly.yaml'), '--max-problems', '500'],
    { stdio: 'inherit', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
