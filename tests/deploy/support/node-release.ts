import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** A Node.js release laid out as nodejs.org's tarball is: bin/node, bin/npm, include/node, lib/node_modules/npm. */
export interface NodeRelease {
  /** The release's folder: `npm_config_nodedir` for node-gyp (its headers are in include/node). */
  dir: string;
  /** Its bin folder, first on PATH for whatever runs on it. */
  bin: string;
  node: string;
  npm: string;
  version: string;
  npmVersion: string;
}

/**
 * The newest release of a Node major line, fetched once from the npm registry and kept under
 * `cacheDir` (a second run fetches nothing; delete the folder to take a newer release of the line).
 *
 * The registry's `node-<platform>-<arch>` packages hold nodejs.org's build of each release (bin/node
 * and the headers); npm is not in them, so the npm the release bundles — the newest "upgrade npm to"
 * in the release's own changelog, which the package carries — is fetched beside it (`npm@<version>`)
 * and linked into bin/ as nodejs.org's tarball links it. Each step runs in a temporary folder that
 * is renamed into place at the end, so an interrupted fetch leaves nothing that looks finished.
 */
export function nodeRelease(major: string, cacheFolder: string): NodeRelease {
  const cacheDir = path.resolve(cacheFolder);
  if (process.platform === 'win32') throw new Error('The registry packages for Windows are laid out differently');
  const suffix = `${process.platform}-${process.arch}`;
  fs.mkdirSync(cacheDir, { recursive: true });
  const kept = fs
    .readdirSync(cacheDir)
    .map((name) => new RegExp(`^node-v(${major}\\.\\d+\\.\\d+)-${suffix}$`).exec(name)?.[1])
    .filter((version) => version !== undefined)
    .sort(bySemver)
    .at(-1);
  if (kept) return describe(path.join(cacheDir, `node-v${kept}-${suffix}`));

  const packageName = `node-${suffix}`;
  const listed: unknown = JSON.parse(npm(['view', `${packageName}@${major}`, 'version', '--json'], cacheDir));
  const versions = (Array.isArray(listed) ? listed : [listed]).filter(
    (version): version is string => typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version),
  );
  const version = versions.sort(bySemver).at(-1);
  if (!version) throw new Error(`No ${packageName}@${major} on the npm registry`);

  const staging = fs.mkdtempSync(path.join(cacheDir, '.fetching-'));
  try {
    const dir = path.join(staging, 'release');
    unpack(`${packageName}@${version}`, dir, staging);
    const changelog = fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8');
    const npmVersion = /\*\*deps\*\*: upgrade npm to (\d+\.\d+\.\d+)/.exec(changelog)?.[1];
    if (!npmVersion) throw new Error(`Node ${version}'s changelog does not say which npm it bundles`);
    unpack(`npm@${npmVersion}`, path.join(dir, 'lib/node_modules/npm'), staging);
    fs.symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(dir, 'bin/npm'));
    fs.symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(dir, 'bin/npx'));
    const release = describe(dir);
    if (release.version !== version) throw new Error(`${packageName}@${version} runs as Node ${release.version}`);
    if (release.npmVersion !== npmVersion) throw new Error(`npm@${npmVersion} says ${release.npmVersion}`);
    const final = path.join(cacheDir, `node-v${version}-${suffix}`);
    fs.renameSync(dir, final);
    return describe(final);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** The release in `dir`, as its own node and npm report themselves. */
function describe(dir: string): NodeRelease {
  const bin = path.join(dir, 'bin');
  const node = path.join(bin, 'node');
  const env = { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
  const npmVersion = execFileSync(path.join(bin, 'npm'), ['--version'], { encoding: 'utf8', env }).trim();
  return { dir, bin, node, npm: path.join(bin, 'npm'), version, npmVersion };
}

/** `npm pack <spec>` (through npm's cache) unpacked into `into`, the tarball's package/ folder dropped. */
function unpack(spec: string, into: string, scratch: string) {
  const [packed] = JSON.parse(npm(['pack', spec, '--json', '--pack-destination', scratch], scratch)) as [
    { filename: string },
  ];
  const tarball = path.join(scratch, packed.filename);
  fs.mkdirSync(into, { recursive: true });
  execFileSync('tar', ['-xzf', tarball, '-C', into, '--strip-components=1']);
  fs.rmSync(tarball);
}

/** This machine's npm, quietly, for the registry. */
function npm(args: string[], cwd: string): string {
  return execFileSync('npm', [...args, '--loglevel=error', '--no-update-notifier'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

function bySemver(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  for (let i = 0; i < 3; i++) if (x![i] !== y![i]) return x![i]! - y![i]!;
  return 0;
}
