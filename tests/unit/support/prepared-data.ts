import fs from 'node:fs';
import path from 'node:path';
import { startServer } from './server-process';

/**
 * The data folder of a production server that started once on SQLite and stopped with nothing left
 * to do: migrated, sample content loaded, the artwork through the image pipeline (dozens of AVIF and
 * WebP variants), the collections' template files made — tens of seconds of CPU that every test
 * server started on a copy of it skips. Made once per build and kept (`.cache/prepared`): the server
 * tests, the crash test and the browser tests of one `npm test` share it.
 */
export const PREPARED_DATA_DIR = path.resolve('.cache/prepared');
const STAMP = path.join(PREPARED_DATA_DIR, 'prepared-for-build');

/** The build it was made by: a new build makes it again. */
function buildStamp(buildDir: string): string {
  const stat = fs.statSync(path.join(buildDir, 'server/index.js'));
  return `${stat.mtimeMs} ${stat.size}`;
}

/** Makes the prepared data folder unless the current build's is there; answers its path. */
export async function preparedDataFolder(): Promise<string> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error('These tests need the production build: `npm run build` first (npm test does it).');
  }
  const stamp = buildStamp(buildDir);
  if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === stamp) return PREPARED_DATA_DIR;
  fs.rmSync(PREPARED_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(PREPARED_DATA_DIR, { recursive: true });
  const server = await startServer({ NODE_ENV: 'production', BUILD_DIR: buildDir, DATA_DIR: PREPARED_DATA_DIR });
  try {
    await server.waitFor(/Downloads: made the template files of \d+ collection/, 120_000);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  if (server.child.exitCode !== 0) throw new Error(`The preparing server did not stop cleanly:\n${server.output()}`);
  fs.writeFileSync(STAMP, stamp);
  return PREPARED_DATA_DIR;
}
