// What the full suite needs of the machine beyond npm's packages, set up by `npm test` itself
// (decision 18): a Chromium for the browser tests and a PostgreSQL server for the second engine.
// As root with apt-get (CI, a fresh container, this project's machines) a missing part is installed
// from Debian and PostgreSQL is started with a test role; otherwise each missing part is named in
// one line with the command that brings it, and the tests that need it are skipped, not failed.
// The quick loop needs neither: it runs on SQLite, without a browser.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** Debian's headless shell first (half the CPU of the full browser), then the full browser. */
export const DEBIAN_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
/** The role and database `npm test` makes on a local PostgreSQL it started. */
const ROLE = 'shop';
const DATABASE = 'shop_test';

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const canInstall = () => process.getuid?.() === 0 && has('apt-get');

/** Runs a command with its output shown; throws when it fails. */
function sh(command, args, options = {}) {
  const run = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status ?? run.signal}`);
}
/** Runs a command and answers its standard output, or null when it fails. */
function read(command, args) {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  return run.status === 0 ? run.stdout : null;
}

/** Playwright's own Chromium (`npx playwright install chromium`), if it was downloaded. */
async function playwrightChromium() {
  try {
    const { chromium } = await import('@playwright/test');
    return fs.existsSync(chromium.executablePath());
  } catch {
    return false;
  }
}

function aptInstall(packages) {
  console.log(`Installing from Debian for the tests: ${packages.join(', ')} (apt-get, as root)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  sh('apt-get', ['update', '-qq'], { env });
  sh('apt-get', ['install', '-y', '-qq', ...packages], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The local cluster's version and port (pg_lsclusters), the first one listed. */
function localCluster() {
  const line = read('pg_lsclusters', ['--no-header'])?.trim().split('\n')[0];
  if (!line) return null;
  const [version, name, port, status] = line.split(/\s+/u);
  return { version, name, port: Number(port), online: status === 'online' };
}

/** Starts the local cluster and makes the test role (CREATEDB) and database; answers their URL. */
function startLocalPostgres() {
  const cluster = localCluster();
  if (!cluster) throw new Error('PostgreSQL is installed but has no cluster (pg_createcluster 15 main)');
  if (!cluster.online) sh('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
  for (let tries = 0; ; tries++) {
    if (spawnSync('runuser', ['-u', 'postgres', '--', 'pg_isready', '-q', '-p', String(cluster.port)]).status === 0)
      break;
    if (tries > 60) throw new Error('PostgreSQL did not get ready in 30 s');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  }
  const asPostgres = (sql) =>
    read('runuser', ['-u', 'postgres', '--', 'psql', '-p', String(cluster.port), '-qtAc', sql]);
  const psql = (sql) => {
    if (asPostgres(sql) === null) throw new Error(`psql failed: ${sql}`);
  };
  if (!asPostgres(`select 1 from pg_roles where rolname = '${ROLE}'`)?.trim())
    psql(`create role ${ROLE} login password '${ROLE}'`);
  // CREATEDB: each test database is a copy of a migrated template (tests/unit/support/test-db.ts).
  psql(`alter role ${ROLE} createdb`);
  if (!asPostgres(`select 1 from pg_database where datname = '${DATABASE}'`)?.trim())
    psql(`create database ${DATABASE} owner ${ROLE}`);
  return `postgres://${ROLE}:${ROLE}@127.0.0.1:${cluster.port}/${DATABASE}`;
}

/**
 * Makes the machine ready for the full suite. Answers whether the browser tests can run and the
 * PostgreSQL URL for the database tests (undefined: SQLite only), and prints what it did.
 */
export async function prepareMachine() {
  const browserFound = DEBIAN_CHROMIUMS.some((file) => fs.existsSync(file)) || (await playwrightChromium());
  const wantPostgres = !process.env.TEST_DATABASE_URL;
  const postgresInstalled = has('pg_ctlcluster');
  const missing = [
    ...(browserFound ? [] : ['chromium-headless-shell']),
    ...(wantPostgres && !postgresInstalled ? ['postgresql'] : []),
  ];
  if (missing.length && canInstall()) aptInstall(missing);

  const browser = DEBIAN_CHROMIUMS.some((file) => fs.existsSync(file)) || (await playwrightChromium());
  if (!browser)
    console.log(
      'Browser tests skipped: no Chromium here. Install one: `sudo apt-get install chromium-headless-shell` (Debian) or `npx playwright install chromium`.',
    );

  let databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    if (process.getuid?.() === 0 && has('pg_ctlcluster')) {
      databaseUrl = startLocalPostgres();
      console.log(`PostgreSQL: the local cluster, as ${databaseUrl.replace(/:[^:@/]+@/u, ':…@')}`);
    } else
      console.log(
        'PostgreSQL tests skipped: set TEST_DATABASE_URL=postgres://user:password@host/db (a role with CREATEDB) to run every database test on PostgreSQL too; as root, `npm test` installs and starts a local one.',
      );
  }
  return { browser, databaseUrl };
}
