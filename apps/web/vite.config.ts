import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compileIcuMessages } from './src/build/compile-icu-messages';

const API_ORIGIN = 'http://localhost:8080';

// In development the server runs separately; in production it serves this build on the same origin.
const proxiedPaths = ['/api', '/RegistrationPrintPDF', '/Photo', '/POIFiles', '/healthz'];

export default defineConfig({
  plugins: [
    react(),
    compileIcuMessages(),
    // Each script and stylesheet also as .br and .gz at the highest levels, which the server sends as
    // they are (decision 034): smaller than compressing every response on the fly, and no CPU per request.
    // index.html is left out: the server writes the bank's name into it and compresses it itself.
    compression({ threshold: 1024, exclude: [/\.html$/] }),
    {
      // The entry script at low priority: a module script never holds up the first paint, but over a
      // slow link it shares the bandwidth with the render-blocking stylesheet. Low, the stylesheet (and
      // with it index.html's static first paint) comes first and the script right after (decision 034).
      name: 'entry-script-after-stylesheet',
      transformIndexHtml: {
        order: 'post',
        handler(html) {
          const entry = '<script type="module" crossorigin';
          if (!html.includes(entry)) throw new Error(`index.html has no ${entry}`);
          return html.replace(entry, '<script type="module" fetchpriority="low" crossorigin');
        },
      },
    },
  ],
  // '@/lib/…' instead of '../../../lib/…': the same alias is in tsconfig.json and vitest.config.ts.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(proxiedPaths.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
  },
  build: {
    outDir: 'dist',
    // The strict CSP forbids inline script; keep every asset a separate file.
    assetsInlineLimit: 0,
    rollupOptions: {
      // Building a zod schema has no effect beyond the schema: one a page never uses is left out of its
      // chunk instead of being built when the chunk loads (the domain's modules hold many; decision 039).
      treeshake: { manualPureFunctions: ['z'] },
      onwarn(warning, warn) {
        // zod's sources carry comments beside its @__PURE__ marks that Rollup drops, with a warning
        // each: nothing to act on in this project.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
    },
  },
});
