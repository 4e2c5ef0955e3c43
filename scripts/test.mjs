// `npm test`, the whole suite (what CI runs): type-check, ESLint, Prettier's check, the production
// build and the unit tests side by side; the server tests then the crash test (the built server
// SIGKILLed under load), beside the deployment tests; the browser tests (Playwright, JavaScript on
// and off). Stops at the first failing stage, then prints how long each step took and the slowest
// test files (all of them in test-results/timings.json).
// `npm run test:quick` (--quick), the inner loop: type-check, lint and the unit tests on SQLite,
// side by side: no build, no server, no browser.
// Either waits while another heavy run (scripts/heavy-run-lock.mjs) has the machine. Every step and
// every server the tests start keep rasterised artwork in one folder of the machine's cache,
// ~/.cache/invitation-studio/art (ART_CACHE_DIR, app/.server/designs/art-disk-cache.ts;
// scripts/user-cache.mjs): each collection's watercolours are drawn once, not once per test file,
// server and clone. Its files are named by a hash of the artwork and of the drawing code's
// version, so none can be stale.
// Set TEST_DATABASE_URL=postgres://… to run the database tests on PostgreSQL as well as SQLite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { takeHeavyRunLock } from './heavy-run-lock.mjs';
import { prepareMachine } from './test-machine.mjs';
import { userCacheDir } from './user-cache.mjs';
import { collectTimings, printSlowest, REPORTS_DIR, reportFile } from './test-timings.mjs';

const quick = process.argv.includes('--quick');
const bin = (pkg, file) => `node_modules/${pkg}/${file}`;
/** A vitest run that also writes its JSON report for the per-file timings. */
const vitest = (stage, ...args) => [
  bin('vitest', 'vitest.mjs'),
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile(stage)}`,
];
const checks = [
  // Incremental: a second run checks only what changed since (its record under node_modules/.cache).
  [
    'Type-check',
    [bin('typescript', 'bin/tsc'), '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo'],
  ],
  ['Lint (ESLint)', [bin('eslint', 'bin/eslint.js'), '--cache', '--cache-location', 'node_modules/.cache/eslint', '.']],
  ['Format (Prettier)', [bin('prettier', 'bin/prettier.cjs'), '--check', '--cache', '--log-level=warn', '.']],
];
/**
 * Stages run one after another. A stage's lanes run side by side; a lane is a step, or steps run
 * one after the other.
 */
const stages = quick
  ? [[...checks, ['Unit tests (SQLite)', vitest('unit', '--project', 'unit', '--project', 'isolated')]]]
  : [
      // The unit tests need no build: they run beside the checks and the build.
      [
        ...checks,
        ['Production build', [bin('@remix-run/dev', 'dist/cli.js'), 'vite:build']],
        ['Unit and render tests', vitest('unit', '--project', 'unit', '--project', 'isolated', '--project', 'render')],
      ],
      // Then, side by side: the server tests (the build as a child process, over HTTP) and the crash
      // test (the production server SIGKILLed under load), one after the other; and the deployment
      // tests (tests/deploy: the production image's final stage run outside Docker, backup and
      // restore under load, migrations across instances, two instances on one PostgreSQL — `npm run
      // test:cluster`; the PostgreSQL ones skip, saying so, without TEST_DATABASE_URL). Each lane
      // keeps about a core busy.
      [
        [
          ['Server tests', vitest('server', '--project', 'server')],
          ['Crash test', vitest('crash', '--config', 'tests/crash/vitest.config.ts')],
        ],
        ['Deploy tests', vitest('deploy', '--config', 'tests/deploy/vitest.config.ts')],
      ],
    ];
/** The browser tests (Playwright, JavaScript on and off), the last stage of the full suite when a Chromium is here. */
const browserStage = [['Browser tests', [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json']]];
/** A lane's steps: a lane is one step ([name, command]) or an array of them. */
const stepsOf = (lane) => (typeof lane[0] === 'string' ? [lane] : lane);
/** Which stages write a report, and of which runner. */
const reports = [
  { stage: 'unit', kind: 'vitest' },
  { stage: 'server', kind: 'vitest' },
  { stage: 'crash', kind: 'vitest' },
  { stage: 'deploy', kind: 'vitest' },
  { stage: 'browser', kind: 'playwright' },
];

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step. Alone, its output streams; beside others, it is printed whole when it ends. */
function run([name, [script, ...args]], alone) {
  const started = Date.now();
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile('browser'), ART_CACHE_DIR: artCacheDir };
  // The inner loop is SQLite only, whatever the shell has set.
  if (quick) delete env.TEST_DATABASE_URL;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env,
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

takeHeavyRunLock(quick ? 'npm run test:quick' : 'npm test');
const artCacheDir = userCacheDir('art');
fs.rmSync(REPORTS_DIR, { recursive: true, force: true });
fs.mkdirSync(REPORTS_DIR, { recursive: true });
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const started = Date.now();
const timings = [];
if (quick) console.log('The inner loop: unit tests on SQLite; `npm test` runs everything.');
else {
  // The machine's parts (a browser, PostgreSQL): found, installed as root, or named and skipped.
  const machineStarted = Date.now();
  const machine = await prepareMachine();
  timings.push({ name: 'Machine set-up', ms: Date.now() - machineStarted, ok: true });
  if (machine.databaseUrl) process.env.TEST_DATABASE_URL = machine.databaseUrl;
  else console.log('Database tests run on SQLite only.');
  if (machine.browser) stages.push(browserStage);
}
console.log(`${os.availableParallelism()} cores, load average ${load()} at the start.`);
function summary() {
  printSlowest(collectTimings(reports));
  console.log('\nTime per step:');
  for (const { name, ms, ok } of timings)
    console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(24)} ${seconds(ms).padStart(8)}`);
  console.log(`    ${'Total (wall clock)'.padEnd(24)} ${seconds(Date.now() - started).padStart(8)}`);
  console.log(`Load average at the end: ${load()}`);
}
/** Runs a lane's steps one after another, up to the first that fails. */
async function runLane(lane, alone) {
  const results = [];
  for (const step of stepsOf(lane)) {
    const result = await run(step, alone);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}
for (const lanes of stages) {
  console.log(
    `\n▶ ${lanes
      .map((lane) =>
        stepsOf(lane)
          .map(([name]) => name)
          .join(' → '),
      )
      .join(', ')}`,
  );
  const alone = lanes.length === 1 && stepsOf(lanes[0]).length === 1;
  const results = (await Promise.all(lanes.map((lane) => runLane(lane, alone)))).flat();
  timings.push(...results);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    summary();
    console.error(`\n✗ ${failed.name} failed`);
    process.exit(failed.code || 1);
  }
}
summary();
