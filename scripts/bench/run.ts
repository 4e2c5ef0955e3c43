/**
 * `npm run bench`: how fast the public pages are served, against a static file of the same
 * server, and what a phone downloads on a first visit.
 *
 * Starts the production build (built first when missing or stale) on a fresh seeded database —
 * SQLite, and PostgreSQL as well when TEST_DATABASE_URL is set — and measures every target with
 * autocannon, interleaved: each round runs every target once, in a rotated order, so a slow
 * moment of the machine falls on all of them. Prints a table per database and writes
 * everything to bench/results/<date>-<time>.json.
 *
 *   npm run bench                       # small catalogue, 3 rounds × 5 s per target, 50 connections
 *   npm run bench -- --large            # also on 2,000 collections, 20,000 reviews, 5,000 portfolio items
 *   npm run bench -- --lighthouse       # also Lighthouse mobile on every public page and a guest's page
 *   npm run bench -- --rounds 5 --duration 10 --connections 50 --engine sqlite
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../../tests/unit/support/server-process';
import { ensureBuild } from '../ensure-build.mjs';
import { takeHeavyRunLock } from '../heavy-run-lock.mjs';
import { createBenchDatabase, startBenchServer, type BenchDatabase, type Engine } from './bench-server';
import { seedLargeCatalogue } from './large-catalogue';
import { lighthouseScore, type LighthouseScore } from './lighthouse';
import { runLoad, type LoadResult } from './load';
import { measurePageWeights } from './page-weight';
import { growthTable, lighthouseTable, loadTable, summarise, weightTable, type RunReport } from './report';
import { findTargets, type Target } from './targets';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '50' },
    engine: { type: 'string', multiple: true },
    large: { type: 'boolean', default: false },
    lighthouse: { type: 'boolean', default: false },
  },
});
const rounds = Number(args.rounds);
const durationSeconds = Number(args.duration);
const connections = Number(args.connections);
const postgresUrl = process.env.TEST_DATABASE_URL;
const engines = (args.engine ?? ['sqlite', ...(postgresUrl ? ['postgres'] : [])]) as Engine[];
const catalogues: Array<'small' | 'large'> = args.large ? ['small', 'large'] : ['small'];

// A bench beside a test run measures neither: wait for the machine.
takeHeavyRunLock('npm run bench');
ensureBuild();
const machine = {
  date: new Date().toISOString(),
  cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}`,
  memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  node: process.version,
  loadAverageAtStart: os.loadavg().map((load) => Number(load.toFixed(2))),
  settings: { rounds, durationSeconds, connections },
};
console.log(
  `Bench: ${machine.cpus}, ${machine.memory}, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}`,
);
console.log(`${rounds} rounds × ${durationSeconds} s per target at ${connections} connections, interleaved\n`);

const reports: RunReport[] = [];
for (const engine of engines) {
  for (const catalogue of catalogues) {
    const database = await createBenchDatabase(engine, postgresUrl);
    try {
      const report = await benchOne(database, catalogue);
      reports.push(report);
      console.log(`${loadTable(report)}\n\n${weightTable(report.weights)}\n`);
      if (report.lighthouse.length) console.log(`${lighthouseTable(report.lighthouse)}\n`);
    } finally {
      await database.drop();
    }
  }
  const [small, large] = [reports.at(-2), reports.at(-1)];
  if (args.large && small && large) console.log(`${growthTable(small, large)}\n`);
}

const resultsDir = path.resolve('bench/results');
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${machine.date.slice(0, 16).replace(':', '')}.json`);
fs.writeFileSync(file, `${JSON.stringify({ machine, reports }, null, 2)}\n`);
console.log(`Written: ${path.relative(process.cwd(), file)}`);

async function benchOne(database: BenchDatabase, catalogue: 'small' | 'large'): Promise<RunReport> {
  const port = await freePort();
  let server = await startBenchServer(database, port, { fresh: true });
  const db = database.open();
  try {
    if (catalogue === 'large') {
      process.stdout.write(`${database.engine}: seeding the large catalogue… `);
      const started = Date.now();
      await seedLargeCatalogue(db);
      console.log(`${((Date.now() - started) / 1000).toFixed(1)} s`);
      // A fresh start, as after a deploy: nothing the small catalogue left in memory.
      await server.stop();
      server = await startBenchServer(database, port);
    }
    const targets = await findTargets(server, db);
    // Warm-up: code paths compiled, caches filled, as on a server that has been up a while.
    for (const target of targets) await runLoad(server.origin, target, { connections: 10, durationSeconds: 1 });

    const results = new Map<Target, LoadResult[]>(targets.map((target) => [target, []]));
    for (let round = 0; round < rounds; round++) {
      const order = [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)];
      for (const target of order) {
        results.get(target)!.push(await runLoad(server.origin, target, { connections, durationSeconds }));
      }
      process.stdout.write(`${database.engine}, ${catalogue}: round ${round + 1} of ${rounds} done\n`);
    }

    // Every public page, and one guest's invitation page (the first party's link).
    const pages = targets
      .filter((target) => target.kind === 'public' || target.kind === 'personal')
      .map((target) => target.path);
    const weights = await measurePageWeights(server.origin, pages);
    const lighthouse: LighthouseScore[] = [];
    if (args.lighthouse && catalogue === 'small') {
      for (const page of pages) lighthouse.push(await lighthouseScore(server.origin, page));
    }
    return {
      engine: database.engine,
      catalogue,
      targets: summarise(targets, results, connections),
      weights,
      lighthouse,
    };
  } finally {
    await db.destroy();
    await server.stop();
  }
}
