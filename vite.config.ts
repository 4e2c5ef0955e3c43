/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import routes from './app/routes';
import { layoutChunk } from './app/.server/static/layout-chunk';
import { precompressFolder } from './app/.server/static/precompress-folder';
import { workerEntryPlugin } from './app/.server/worker-pool/worker-entry-plugin';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

/** Names each run's PostgreSQL test databases and drops them when it ends (tests/unit/support/test-db.ts). */
const TEST_DB_SETUP = 'tests/unit/support/test-db-setup.ts';

/**
 * The unit tests that draw: each rasterises artwork or makes print PDFs and images through the
 * render workers, seconds a test. They run in the full suite (`npm test`), not in the quick loop.
 */
const RENDER_TESTS = [
  'tests/unit/designs/art-disk-cache.test.ts',
  'tests/unit/designs/design-renders.test.ts',
  'tests/unit/designs/designs-render.test.ts',
  'tests/unit/designs/hostile-svg-uploads.test.ts',
  'tests/unit/designs/names-preview.test.ts',
  'tests/unit/designs/product-photos.test.ts',
  'tests/unit/designs/render-budget.test.ts',
  'tests/unit/designs/slot-template-uploads.test.ts',
  'tests/unit/downloads/collection-files.test.ts',
  'tests/unit/downloads/downloads-awaiting-files.test.ts',
  'tests/unit/downloads/order-zip.test.ts',
  'tests/unit/downloads/template-file-budget.test.ts',
  'tests/unit/downloads/template-uploads.test.ts',
  'tests/unit/images/images-serving.test.ts',
];

/**
 * The unit tests that need a process of their own: they weigh its memory (buffers held while
 * streaming, resident size), which a worker thread shares with the files beside it, or replace a
 * module (vi.mock), which a module another file loaded first would not see.
 */
const ISOLATED_TESTS = [
  'tests/unit/collections/collection-page-layout.test.ts',
  'tests/unit/images/images-pipeline.test.ts',
  'tests/unit/platform/file-store-contract.test.ts',
  'tests/unit/platform/supabase-store-requests.test.ts',
];

/**
 * How the unit and render files load: side by side in two worker threads (a thread starts in a
 * fraction of a process's time), each thread running its files one after another with the modules
 * it has loaded kept (no isolation: a file does not load Kysely, React and the app's server code
 * again; 0.7 s a file, 66 s of the quick loop's 94). Every test makes its own database and files,
 * and the full suite runs the same files the same way. The pure-JavaScript packages are bundled once
 * by Vite (node_modules/.vite/vitest) rather than read as hundreds of modules; packages that read
 * files beside their own code at run time (PDFKit's fonts) or load native code stay as they are.
 */
const unitLoading = {
  globalSetup: [TEST_DB_SETUP],
  pool: 'threads' as const,
  isolate: false,
  deps: {
    optimizer: {
      ssr: {
        enabled: true,
        include: [
          'kysely',
          'pg',
          'stripe',
          'nodemailer',
          'libphonenumber-js',
          'archiver',
          'react',
          'react-dom',
          '@remix-run/node',
          '@remix-run/react',
          'valibot',
          '@conform-to/react',
          '@conform-to/valibot',
          'saxes',
        ],
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'node22',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: layoutChunk(path.resolve('app'), routes) } },
  },
  plugins: [
    tailwindcss(),
    !isVitest &&
      remix({
        // Parallel builds (e.g. two e2e runs) can each use their own folder.
        buildDirectory: process.env.BUILD_DIR ?? 'build',
        future: {
          v3_fetcherPersist: true,
          v3_relativeSplatPath: true,
          v3_throwAbortReason: true,
          v3_singleFetch: true,
          v3_lazyRouteDiscovery: true,
          v3_routeConfig: true,
        },
        // Once both builds are written: a brotli (best quality) and a gzip (level 9) copy beside
        // every compressible client file, which the server sends as they are.
        async buildEnd({ remixConfig }) {
          const done = await precompressFolder(path.join(remixConfig.buildDirectory, 'client'));
          const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
          console.log(
            `Precompressed ${done.files} client files: ${kb(done.bytes)} → brotli ${kb(done.brotliBytes)}, gzip ${kb(done.gzipBytes)}`,
          );
        },
      }),
    tsconfigPaths(),
    // The worker processes' entry (app/.server/worker-pool), emitted beside the server build.
    workerEntryPlugin(),
  ],
  test: {
    environment: 'node',
    // One file per core at a time. Vitest's own default leaves a core idle (cores − 1: one worker on
    // this 2-core machine), while most files here wait on a database, a server or a socket.
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      // Rules and domain code on a real database; no build, no browser (`npm run test:unit`, with the
      // isolated ones the quick loop).
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...RENDER_TESTS, ...ISOLATED_TESTS],
          ...unitLoading,
        },
      },
      // Each of these files in a process of its own (above).
      {
        extends: true,
        test: { name: 'isolated', include: ISOLATED_TESTS, deps: unitLoading.deps, globalSetup: [TEST_DB_SETUP] },
      },
      // What only a full render shows (rasterised artwork, PDFs and images at their sizes, the render
      // workers and their budgets): the full suite runs it beside the unit tests (`npm run test:render`).
      { extends: true, test: { name: 'render', include: RENDER_TESTS, ...unitLoading } },
      // The production server (`npm run build` first) as a child process, over HTTP: status codes,
      // headers, cache rules, refusals, start-up and shutdown, the fuzz suite (`npm run test:server`).
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: [TEST_DB_SETUP, 'tests/server/global-setup.ts'],
        },
      },
    ],
  },
}));
