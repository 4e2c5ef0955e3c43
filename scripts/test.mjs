// `npm test`: type-check, unit and domain tests (vitest), production build, then the browser
// tests (Playwright, JavaScript on and off). Stops at the first failing step.
// Set TEST_DATABASE_URL=postgres://… to run the domain tests on PostgreSQL as well as SQLite.
import { spawnSync } from 'node:child_process';

const bin = (pkg, file) => `node_modules/${pkg}/${file}`;
const steps = [
  ['Type-check', [bin('typescript', 'bin/tsc')]],
  ['Unit and domain tests', [bin('vitest', 'vitest.mjs'), 'run']],
  ['Production build', [bin('@remix-run/dev', 'dist/cli.js'), 'vite:build']],
  ['Browser tests', [bin('@playwright/test', 'cli.js'), 'test']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: domain tests run on SQLite only.');
}
for (const [name, [script, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
