/// <reference types="vitest/config" />
import { vitePlugin as remix } from '@remix-run/dev';
import tailwindcss from '@tailwindcss/vite';
import path from 'node:path';
import { defineConfig } from 'vite';
import tsconfigPaths from 'vite-tsconfig-paths';
import { precompressFolder } from './app/.server/static/precompress-folder';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

const isVitest = Boolean(process.env.VITEST);

export default defineConfig({
  server: { host: '127.0.0.1', port: 5173 },
  build: { target: 'node20' },
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
  ],
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
