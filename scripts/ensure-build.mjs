// Builds the site when the build is missing or older than its sources (`npm start`, `npm run bench`).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const buildEntry = 'build/server/index.js';
const sources = ['app', 'public', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

/** The most recently changed file or folder under `target`: { path, mtimeMs }. */
function newest(target) {
  if (!fs.existsSync(target)) return { path: target, mtimeMs: 0 };
  const stat = fs.statSync(target);
  let found = { path: target, mtimeMs: stat.mtimeMs };
  if (!stat.isDirectory()) return found;
  for (const entry of fs.readdirSync(target)) {
    const inner = newest(path.join(target, entry));
    if (inner.mtimeMs > found.mtimeMs) found = inner;
  }
  return found;
}

/**
 * Exits the process with the build's status when the build fails. Where there are no sources (the
 * production image has the build and none of app/), the build is what there is: nothing to check.
 * A build named by BUILD_DIR is used as it is: the tests name theirs, and a source file a test
 * edits for a moment (the development server's reload) must not rebuild it under the servers of
 * the tests running beside.
 */
export function ensureBuild() {
  if (process.env.BUILD_DIR) return;
  if (!fs.existsSync('app') && fs.existsSync(buildEntry)) return;
  const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
  const changed = sources.map(newest).reduce((a, b) => (b.mtimeMs > a.mtimeMs ? b : a));
  if (builtAt >= changed.mtimeMs) return;
  console.log(
    builtAt ? `Sources changed since the last build (${changed.path}): building…` : 'No build yet: building…',
  );
  const build = spawnSync(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'vite:build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
