// `npm start`: builds the site if the build is missing or older than the sources, then serves it
// with server.mjs. Migrations and the sample content run when the server starts
// (app/.server/runtime.ts), so a fresh clone needs no other step.
import { spawn } from 'node:child_process';
import { ensureBuild } from './ensure-build.mjs';

ensureBuild();

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', PORT: process.env.PORT || '3000' };
const server = spawn(process.execPath, ['server.mjs'], { env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
