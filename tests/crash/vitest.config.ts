import path from 'node:path';
import tsconfigPaths from 'vite-tsconfig-paths';
import { defineConfig } from 'vitest/config';

/** The crash test on its own (`npm run test:crash`): it needs the production build, `npm run build`. */
export default defineConfig({
  root: path.resolve(import.meta.dirname, '../..'),
  plugins: [tsconfigPaths()],
  test: {
    include: ['tests/crash/**/*.test.ts'],
    environment: 'node',
    testTimeout: 240_000,
    hookTimeout: 30_000,
  },
});
