// `npm test`: type-check, lint and format check, production build, unit and domain tests (vitest),
// then the browser tests (Playwright, JavaScript on and off). Stops at the first failing step and
// prints how long each step took.
// Set TEST_DATABASE_URL=postgres://… to run the domain tests on PostgreSQL as well as SQLite.
import { spawnSync } from 'node:child_process';

const bin = (pkg, file) => `node_modules/${pkg}/${file}`;
const steps = [
  ['Type-check', [bin('typescript', 'bin/tsc')]],
  ['Lint (ESLint)', [bin('eslint', 'bin/eslint.js'), '--cache', '--cache-location', 'node_modules/.cache/eslint', '.']],
  ['Format (Prettier)', [bin('prettier', 'bin/prettier.cjs'), '--check', '--cache', '--log-level=warn', '.']],
  // Before the unit tests: one of them starts the production server (SIGTERM under load).
  ['Production build', [bin('@remix-run/dev', 'dist/cli.js'), 'vite:build']],
  ['Unit and domain tests', [bin('vitest', 'vitest.mjs'), 'run']],
  ['Browser tests', [bin('@playwright/test', 'cli.js'), 'test']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: domain tests run on SQLite only.');
}
const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
function summary() {
  const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
  console.log('\nTime per step:');
  for (const [name, ms, ok] of timings)
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(24)} ${seconds(ms).padStart(8)}`);
  console.log(`    ${'Total'.padEnd(24)} ${seconds(total).padStart(8)}`);
}
for (const [name, [script, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit', env: process.env });
  const ok = result.status === 0;
  timings.push([name, Date.now() - started, ok]);
  if (!ok) {
    summary();
    console.error(`\n✗ ${name} failed`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds(Date.now() - started)})`);
}
summary();
