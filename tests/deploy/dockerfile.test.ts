import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { freePort, type ServerProcess } from '../unit/support/server-process';
import { envPairs, execForm, readStages, type Stage } from './support/dockerfile';

/**
 * The Dockerfile, checked where Docker is absent (issue 15): its final stage's instructions are
 * carried out in a temporary folder that stands for the image's file system: WORKDIR, ENV and
 * COPY as written (COPY --from=build takes the build stage's output from this checkout's
 * `npm run build`, which the build stage runs), its RUN lines, `npm ci --omit=dev` among them, for
 * real; then the CMD starts, /healthz answers 200, `npm run admin -- grant` works there, and no
 * dev dependency and no source is in the result. Run `npm run build` first.
 *
 * What cannot happen outside Docker, said where it happens below: the base image is this
 * machine's Node; `chown` and `USER` need root, so the server runs as the user running the test;
 * better-sqlite3 cannot download its prebuilt binary here (its GitHub release is out of reach,
 * while `docker build` can reach it), so prebuild-install is handed the binary this checkout's
 * install compiled, packed as the release is, in place of the download (DOCKERFILE_TEST_COMPILE=1
 * compiles it instead: about 3 minutes in all here, against under 1). `npm ci` runs with this
 * machine's warm npm cache.
 */
const checkout = path.resolve(import.meta.dirname, '../..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-image-'));
let server: (Pick<ServerProcess, 'child' | 'exited'> & { output: () => string }) | undefined;

afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(root, { recursive: true, force: true });
});

/** A path in the image → the same path under the temporary root. */
const inImage = (absolute: string) => path.join(root, absolute);

it('runs the final stage of the Dockerfile: install without dev dependencies, start, /healthz, npm run admin', async () => {
  expect(fs.existsSync(path.join(checkout, 'build/server/index.js')), 'needs `npm run build` first').toBe(true);
  const stages = readStages(fs.readFileSync(path.join(checkout, 'Dockerfile'), 'utf8'));
  expect(stages.length, 'a multi-stage build').toBeGreaterThanOrEqual(2);
  const final = stages.at(-1)!;
  // The base image's Node is this machine's: the same major version, or what runs here proves little.
  expect(final.image).toMatch(new RegExp(`^node:${process.versions.node.split('.')[0]}[-.]`));
  const steps: string[] = [];

  let workdir = '/';
  let user = 'root';
  let cmd: string[] | undefined;
  let healthcheck: string[] | undefined;
  const env: Record<string, string> = {};
  const npmEnv = await npmEnvironment();

  for (const { keyword, flags, rest, line } of final.instructions) {
    const where = `Dockerfile line ${line}: ${keyword} ${rest}`;
    switch (keyword) {
      case 'WORKDIR':
        workdir = path.posix.resolve(workdir, rest);
        fs.mkdirSync(inImage(workdir), { recursive: true });
        break;
      case 'ENV':
        Object.assign(env, envPairs(rest));
        break;
      case 'COPY':
        copy(flags, rest.split(/\s+/), workdir, stages, where);
        break;
      case 'RUN':
        for (const command of rest.split('&&').map((part) => part.trim())) {
          steps.push(run(command, { workdir, env, npmEnv, where }));
        }
        break;
      case 'USER':
        // Needs root to switch to; the steps after it run as the user running this test.
        user = rest;
        break;
      case 'EXPOSE':
        expect(rest, where).toBe(env.PORT);
        break;
      case 'CMD':
        cmd = execForm(rest);
        break;
      case 'HEALTHCHECK':
        // Docker runs it every --interval; here once, below, when the server is up.
        expect(rest, where).toMatch(/^CMD /);
        healthcheck = execForm(rest.slice('CMD '.length));
        break;
      default:
        throw new Error(`${where}: this test does not know how to carry out ${keyword} outside Docker`);
    }
  }

  // What the issue asks of the final stage.
  expect(user, 'the server runs as a user other than root').not.toMatch(/^(root|0)(:|$)/);
  expect(env.NODE_ENV).toBe('production');
  expect(env.DATA_DIR).toBe('/data');
  expect(
    steps.some((step) => /^npm ci\b.*--omit=dev/.test(step)),
    'npm ci --omit=dev in the final stage',
  ).toBe(true);
  expect(cmd).toEqual(['node', 'server.mjs']);

  // Only what running needs: no sources, no dev dependency.
  const app = inImage(workdir);
  for (const source of ['app', 'tests', 'vite.config.ts', 'tsconfig.json']) {
    expect(fs.existsSync(path.join(app, source)), `${source} is not in the image`).toBe(false);
  }
  const lock = JSON.parse(fs.readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  const devOnly = Object.entries(lock.packages)
    .filter(([where, entry]) => where && entry.dev)
    .map(([where]) => where);
  expect(devOnly.length).toBeGreaterThan(100);
  expect(devOnly.filter((where) => fs.existsSync(path.join(app, where)))).toEqual([]);
  // (typescript stays: the lockfile marks it devOptional, an optional peer of Remix and valibot,
  // which npm installs unless optional dependencies are left out too, and sharp's are needed.)
  for (const name of ['vite', 'vitest', 'tsx', '@playwright/test', '@remix-run/dev', 'eslint']) {
    expect(fs.existsSync(path.join(app, 'node_modules', name)), `${name} is not installed`).toBe(false);
  }
  expect(fs.existsSync(path.join(app, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))).toBe(true);

  // The CMD, as the image runs it, on a free port of this machine.
  const port = await freePort([36200, 36399]);
  const dataDir = inImage(env.DATA_DIR!);
  const runtimeEnv = { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  server = start(cmd!, app, runtimeEnv);
  await waitFor(server, /is serving http:\/\/127\.0\.0\.1:\d+/);
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect({ status: health.status, text: await health.text() }).toEqual({ status: 200, text: 'ok' });
  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  if (healthcheck) {
    // Healthy here; unhealthy where no server answers.
    const nobody = await freePort([36200, 36399]);
    expect(probe(healthcheck, app, runtimeEnv)).toBe(0);
    expect(probe(healthcheck, app, { ...runtimeEnv, PORT: String(nobody) })).toBe(1);
  }

  // The operator's command, where the server runs (as `fly ssh console -C` would run it).
  const admin = spawnSync('npm', ['run', 'admin', '--', 'grant', 'someone@example.com'], {
    cwd: app,
    env: processEnv(runtimeEnv),
    encoding: 'utf8',
  });
  expect(admin.status, admin.stdout + admin.stderr).toBe(0);
  expect(admin.stdout).toContain('someone@example.com is now an admin.');
  const database = new Database(path.join(dataDir, 'studio.sqlite'), { readonly: true });
  try {
    expect(database.prepare('select is_admin from profiles where email = ?').get('someone@example.com')).toEqual({
      is_admin: 1,
    });
  } finally {
    database.close();
  }

  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

/** COPY [--from=stage] src… dest, as Docker does it, into the temporary root. */
function copy(flags: Record<string, string>, args: string[], workdir: string, stages: Stage[], where: string) {
  const unknown = Object.keys(flags).filter((flag) => flag !== 'from' && flag !== 'chown');
  expect(unknown, where).toEqual([]);
  const dest = args.pop()!;
  const target = inImage(path.posix.resolve(workdir, dest));
  let fromCheckout = (source: string) => path.join(checkout, source);
  if (flags.from) {
    // The build stage's files: its WORKDIR holds the checkout (COPY . .) and `npm run build`'s output.
    const stage = stages.find((candidate) => candidate.name === flags.from);
    expect(stage, `${where}: a stage named ${flags.from}`).toBeDefined();
    const stageWorkdir = stage!.instructions.findLast((step) => step.keyword === 'WORKDIR')?.rest ?? '/';
    expect(
      stage!.instructions.some((step) => step.keyword === 'RUN' && /\bnpm run build\b/.test(step.rest)),
      `${where}: the ${flags.from} stage runs npm run build, as this test's caller did`,
    ).toBe(true);
    fromCheckout = (source) => path.join(checkout, path.posix.relative(stageWorkdir, source));
  }
  const intoFolder = dest.endsWith('/') || args.length > 1;
  for (const source of args) {
    const from = fromCheckout(source);
    expect(fs.existsSync(from), `${where}: ${source} exists`).toBe(true);
    if (!flags.from) expect(ignoredBy(source), `${where}: ${source} is in the build context`).toBeUndefined();
    // Docker copies a folder's contents; a file goes into a folder dest by its name.
    const to = intoFolder && !fs.statSync(from).isDirectory() ? path.join(target, path.basename(from)) : target;
    // As COPY does: the files keep their modification times; the folders it makes are new.
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true });
  }
}

/** The .dockerignore line that keeps `source` (or a folder it is in) out of the build context. */
function ignoredBy(source: string): string | undefined {
  const patterns = fs
    .readFileSync(path.join(checkout, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  expect(
    patterns.filter((pattern) => pattern.startsWith('!')),
    'no exceptions to read',
  ).toEqual([]);
  const segments = path.posix.normalize(source).split('/');
  const prefixes = segments.map((_, index) => segments.slice(0, index + 1).join('/'));
  return patterns.find((pattern) => {
    const glob = new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return prefixes.some((prefix) => glob.test(prefix));
  });
}

interface RunContext {
  workdir: string;
  env: Record<string, string>;
  npmEnv: Record<string, string>;
  where: string;
}

/** One command of a RUN line (split at &&): carried out, or skipped with the reason. */
function run(command: string, { workdir, env, npmEnv, where }: RunContext): string {
  if (/^mkdir -p (\/\S+\s*)+$/.test(command)) {
    for (const folder of command.split(/\s+/).slice(2)) fs.mkdirSync(inImage(folder), { recursive: true });
    return command;
  }
  // Needs root: the test's own user owns the folders it made.
  if (/^chown \S+ (\/\S+\s*)+$/.test(command)) return command;
  // In the image it keeps npm's cache out of the layer; here it would empty this machine's cache.
  if (command === 'npm cache clean --force') return command;
  if (/^npm ci\b/.test(command)) {
    const result = spawnSync('sh', ['-c', command], {
      cwd: inImage(workdir),
      env: processEnv({ ...env, ...npmEnv }),
      encoding: 'utf8',
    });
    expect(result.status, `${where}\n${result.stdout}${result.stderr}`).toBe(0);
    return command;
  }
  throw new Error(`${where}: this test does not know how to run \`${command}\` outside Docker`);
}

/** The ENV lines and what a process in the image has besides: a PATH, a HOME (npm's cache). */
function processEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH!,
    HOME: process.env.HOME ?? os.homedir(),
    NO_COLOR: '1',
    ...env,
  } as unknown as NodeJS.ProcessEnv;
}

/**
 * npm's settings for the install here: the warm cache first, no audit or funding calls; and
 * better-sqlite3's prebuilt binary from this checkout (see the top of the file).
 */
async function npmEnvironment(): Promise<Record<string, string>> {
  const npmEnv: Record<string, string> = {
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
  if (process.env.DOCKERFILE_TEST_COMPILE === '1') return npmEnv;
  const module = path.join(checkout, 'node_modules/better-sqlite3');
  const binary = path.join(module, 'build/Release/better_sqlite3.node');
  if (!fs.existsSync(binary)) return npmEnv;
  const { version } = JSON.parse(fs.readFileSync(path.join(module, 'package.json'), 'utf8')) as { version: string };
  const prebuilds = path.join(root, '.prebuilds');
  const staging = path.join(prebuilds, 'staging');
  fs.mkdirSync(path.join(staging, 'build/Release'), { recursive: true });
  fs.copyFileSync(binary, path.join(staging, 'build/Release/better_sqlite3.node'));
  const name = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['-czf', path.join(prebuilds, name), '-C', staging, 'build']);
  return { ...npmEnv, npm_config_better_sqlite3_local_prebuilds: prebuilds };
}

/** The HEALTHCHECK's command once, as Docker runs it: its exit status. */
function probe(command: string[], cwd: string, env: Record<string, string>): number | null {
  const [program, ...args] = command;
  const result = spawnSync(program === 'node' ? process.execPath : program!, args, {
    cwd,
    env: processEnv(env),
    encoding: 'utf8',
    timeout: 10_000,
  });
  return result.status;
}

function start(cmd: string[], cwd: string, env: Record<string, string>) {
  const [program, ...args] = cmd;
  const child = spawn(program === 'node' ? process.execPath : program!, args, {
    cwd,
    env: processEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(process: NonNullable<typeof server>, pattern: RegExp, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(process.output())) {
    if (process.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`No ${pattern} from the server:\n${process.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
