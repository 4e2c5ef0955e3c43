// The duration of every test file, read from the JSON reports the vitest and Playwright stages of
// `npm test` write under .cache/timings/, merged into test-results/timings.json (slowest first).
// A vitest file's time is its wall clock; a Playwright file's is the sum of its tests' times in one
// project (JavaScript on or off), retries included, since its tests share the workers.
import fs from 'node:fs';
import path from 'node:path';

export const REPORTS_DIR = '.cache/timings';
const OUTPUT = 'test-results/timings.json';

/** Where a stage writes its JSON report. */
export const reportFile = (stage) => path.join(REPORTS_DIR, `${stage}.json`);

const relative = (file) => path.relative(process.cwd(), path.resolve(file));

function vitestFiles(stage, report) {
  return report.testResults.map((result) => ({
    stage,
    file: relative(result.name),
    ms: Math.max(0, result.endTime - result.startTime),
    tests: result.assertionResults.length,
    failed: result.assertionResults.filter((test) => test.status === 'failed').length,
  }));
}

function playwrightFiles(stage, report, rootDir) {
  const files = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const file = relative(path.join(rootDir, spec.file));
        const key = `${file}\u0000${test.projectName}`;
        const entry = files.get(key) ?? {
          stage,
          file,
          project: test.projectName,
          ms: 0,
          tests: 0,
          failed: 0,
          retried: 0,
        };
        entry.tests += 1;
        for (const result of test.results) entry.ms += result.duration;
        if (test.results.length > 1) entry.retried += 1;
        if (test.status === 'unexpected') entry.failed += 1;
        files.set(key, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...files.values()];
}

/** Reads the stages' reports (those that exist), writes timings.json, answers its rows. */
export function collectTimings(stages) {
  const rows = [];
  for (const { stage, kind } of stages) {
    const file = reportFile(stage);
    if (!fs.existsSync(file)) continue;
    let report;
    try {
      report = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      continue; // a stage killed mid-write leaves no usable report
    }
    if (kind === 'vitest') rows.push(...vitestFiles(stage, report));
    else rows.push(...playwrightFiles(stage, report, report.config?.rootDir ?? 'tests/e2e'));
  }
  rows.sort((a, b) => b.ms - a.ms);
  fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
  fs.writeFileSync(OUTPUT, `${JSON.stringify({ written: new Date().toISOString(), files: rows }, null, 2)}\n`);
  return rows;
}

/** Prints the `count` slowest files. */
export function printSlowest(rows, count = 10) {
  if (rows.length === 0) return;
  console.log(`\nSlowest test files (all ${rows.length} in ${OUTPUT}):`);
  for (const row of rows.slice(0, count)) {
    const name = row.project ? `${row.file} [${row.project}]` : row.file;
    const retried = row.retried ? `, ${row.retried} retried` : '';
    console.log(`  ${`${(row.ms / 1000).toFixed(1)} s`.padStart(8)}  ${name} (${row.tests} tests${retried})`);
  }
}
