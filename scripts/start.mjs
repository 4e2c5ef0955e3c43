// `npm start`: builds the site if the build is missing or older than the sources, then serves it
// with server.mjs. Migrations and the sample content run when the server starts
// (app/.server/runtime.ts), so a fresh clone needs no other step.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';

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

const builtAt = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newestMtime))) {
  console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…');
  const build = spawnSync(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'vite:build'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: process.env.PORT || '3000' };
const server = spawn(process.execPath, ['server.mjs'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
