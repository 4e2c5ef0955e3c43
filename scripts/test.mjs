// `npm test`: type-check, lint and format check (these three side by side), production build, unit
// and domain tests (vitest), the crash test (the built server SIGKILLed under load), the deployment
// tests, then the browser tests (Playwright, JavaScript on and off). Stops at the first failing stage and prints
// how long each step took.
// Set TEST_DATABASE_URL=postgres://… to run the domain tests on PostgreSQL as well as SQLite.
import { spawn } from 'node:child_process';

const bin = (pkg, file) => `node_modules/${pkg}/${file}`;
/** Stages run one after another; the steps of one stage run side by side. */
const stages = [
  [
    ['Type-check', [bin('typescript', 'bin/tsc')]],
    [
      'Lint (ESLint)',
      [bin('eslint', 'bin/eslint.js'), '--cache', '--cache-location', 'node_modules/.cache/eslint', '.'],
    ],
    ['Format (Prettier)', [bin('prettier', 'bin/prettier.cjs'), '--check', '--cache', '--log-level=warn', '.']],
  ],
  // Before the unit tests: one of them starts the production server (SIGTERM under load).
  [['Production build', [bin('@remix-run/dev', 'dist/cli.js'), 'vite:build']]],
  [['Unit and domain tests', [bin('vitest', 'vitest.mjs'), 'run']]],
  // The production server SIGKILLed under load (tests/crash): it needs the build, and has the cores
  // to itself, so its load and kill moments do not compete with the unit tests.
  [['Crash test', [bin('vitest', 'vitest.mjs'), 'run', '--config', 'tests/crash/vitest.config.ts']]],
  // Deployment (tests/deploy): the production image's final stage run outside Docker, backup and
  // restore under load, migrations across instances, and two instances on one PostgreSQL
  // (`npm run test:cluster`); the PostgreSQL ones skip, saying so, without TEST_DATABASE_URL.
  [['Deploy tests', [bin('vitest', 'vitest.mjs'), 'run', '--config', 'tests/deploy/vitest.config.ts']]],
  [['Browser tests', [bin('@playwright/test', 'cli.js'), 'test']]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step. Alone, its output streams; beside others, it is printed whole when it ends. */
function run([name, [script, ...args]], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const ms = Date.now() - started;
      if (!alone && output.trim()) console.log(`\n── ${name}\n${output.trimEnd()}`);
      console.log(`${code === 0 ? '✓' : '✗'} ${name} (${seconds(ms)})`);
      resolve({ name, ms, ok: code === 0, code });
    });
  });
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: domain tests run on SQLite only.');
}
const started = Date.now();
const timings = [];
function summary() {
  console.log('\nTime per step:');
  for (const { name, ms, ok } of timings)
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(24)} ${seconds(ms).padStart(8)}`);
  console.log(`    ${'Total (wall clock)'.padEnd(24)} ${seconds(Date.now() - started).padStart(8)}`);
}
for (const steps of stages) {
  console.log(`\n▶ ${steps.map(([name]) => name).join(', ')}`);
  const results = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  timings.push(...results);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    summary();
    console.error(`\n✗ ${failed.name} failed`);
    process.exit(failed.code || 1);
  }
}
summary();
