import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { get, killIfRunning, startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * The template files of the collections, whose making grows with the catalogue (about half a
 * second each), are made after the server listens: it answers at once, and the files appear.
 */
let server: ServerProcess | undefined;
afterEach(async () => {
  await killIfRunning(server);
  server = undefined;
});

describe('start-up', () => {
  it('listens and answers before the template files are made, then makes them', async () => {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
    server = await startServer({ NODE_ENV: 'production', BUILD_DIR: buildDir });
    await server.waitFor(/is serving http:\/\/127\.0\.0\.1:\d+/);
    expect(await get(server.port, '/healthz')).toEqual({ status: 200 });
    expect(await get(server.port, '/collections/1')).toEqual({ status: 200 });
    // The sample catalogue's six collections needed files; the server answered before they were made.
    const answeredBefore = server.output();
    expect(answeredBefore).not.toMatch(/Downloads: made the template files/);

    await server.waitFor(/Downloads: made the template files of 6 collection\(s\)/, 60_000);
    const db = new Database(path.join(server.dataDir, 'studio.sqlite'), { readonly: true });
    try {
      const collections = db.prepare('SELECT count(*) AS n FROM collections').get() as { n: number };
      const filled = db.prepare('SELECT count(DISTINCT collection_id) AS n FROM collection_files').get() as {
        n: number;
      };
      expect(filled.n).toBe(collections.n);
    } finally {
      db.close();
    }
    // Stopping waits for nothing more: the run is over, and SIGTERM still exits cleanly.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
