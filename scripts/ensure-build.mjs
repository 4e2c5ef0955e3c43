// Builds the site when the build is missing or older than its sources (`npm start`, `npm run bench`).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

const buildEntry = 'build/server/index.js';
const sources = ['app', 'public', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Exits the process with the build's status when the build fails. Where there are no sources (the
 * production image has the build and none of app/), the build is what there is: nothing to check.
 */
export function ensureBuild() {
  if (!fs.existsSync('app') && fs.existsSync(buildEntry)) return;
  const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
  if (builtAt >= Math.max(...sources.map(newestMtime))) return;
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const build = spawnSync(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'vite:build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
