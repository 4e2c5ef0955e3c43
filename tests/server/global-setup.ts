import fs from 'node:fs';
import path from 'node:path';
import { PREPARED_DATA_DIR, startServer } from '../unit/support/server-process';

/**
 * Once per run of the server tests: a server starts on an empty data folder, migrates, loads the
 * sample content, takes the artwork through the image pipeline and makes the template files, and
 * stops. `startServer(env, { prepared: true })` starts on a copy of that folder.
 */
export default async function prepareDataFolder() {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error('The server tests need the production build: `npm run build` first (npm test does it).');
  }
  fs.rmSync(PREPARED_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(PREPARED_DATA_DIR, { recursive: true });
  const server = await startServer({ NODE_ENV: 'production', BUILD_DIR: buildDir, DATA_DIR: PREPARED_DATA_DIR });
  try {
    await server.waitFor(/Downloads: made the template files of \d+ collection/, 120_000);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
