import path from 'node:path';
import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

/**
 * The deployment tests (`npm run test:deploy`; the two-instance one alone with `npm run
 * test:cluster`): production servers started from the build (`npm run build` first), one file
 * after another so their loads do not compete for the cores.
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/deploy/**/*.test.ts'],
    globalSetup: ['tests/unit/support/test-db-setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
