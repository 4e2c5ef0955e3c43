/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { layoutChunk } from './app/.server/static/layout-chunk';
import { precompressFolder } from './app/.server/static/precompress-folder';
import { workerEntryPlugin } from './app/.server/worker-pool/worker-entry-plugin';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

export default defineConfig(({ isSsrBuild }) => ({
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'node22',
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: layoutChunk(path.resolve('app')) } },
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
      // Rules and domain code on a real database; no build, no browser (`npm run test:unit`).
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      // The production server (`npm run build` first) as a child process, over HTTP: status codes,
      // headers, cache rules, refusals, start-up and shutdown, the fuzz suite (`npm run test:server`).
      {
        extends: true,
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], globalSetup: ['tests/server/global-setup.ts'] },
      },
    ],
  },
}));
