import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { createDb } from '~/.server/db/connection';
import { sqliteFileOf } from '~/.server/db/server-database';
import { queueDesignRender } from '~/.server/designs/render-jobs';
import { checkSlotTemplateMarkup } from '~/.server/designs/slot-template-check';
import { removeSlotTemplate, replaceSlotTemplate } from '~/.server/designs/slot-template-uploads';
import { filesDirOf, localDiskStore } from '~/.server/storage/local-disk-store';
import { veiledInvitationSvg } from '../unit/support/hostile-files';
import { insertOrder } from '../unit/support/order-fixtures';
import { preparedDataFolder } from '../unit/support/prepared-data';
import { killIfRunning, startServer, workerCpuSeconds, type ServerProcess } from '../unit/support/server-process';

/**
 * SIGTERM while a paid order's render is under way (issue 24, finding 9): the render's worker is
 * killed and the job queued again as it was, the server exits within DRAIN_TIMEOUT_MS (Fly kills at
 * 20 s), and the next start renders the order.
 */
const DRAIN_TIMEOUT_MS = 3_000;
const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;

let server: ServerProcess | undefined;
afterEach(async () => {
  await killIfRunning(server);
  server = undefined;
});

it('cancels a render on SIGTERM, exits within DRAIN_TIMEOUT_MS, and renders the order after the next start', async () => {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-shutdown-'));
  fs.cpSync(await preparedDataFolder(), dataDir, { recursive: true });

  // A paid order of a collection whose invitation takes minutes at print size, its render queued.
  const { db } = createDb({ sqliteFile: sqliteFileOf(dataDir) });
  const collection = await db
    .selectFrom('collections')
    .select('id')
    .where('slug', '=', 'blush-peony-romance')
    .executeTakeFirstOrThrow();
  const collectionId = Number(collection.id);
  const checked = await checkSlotTemplateMarkup(Buffer.from(veiledInvitationSvg()), 'invitation', 'veiled.svg');
  if (!checked.ok) throw new Error(checked.message);
  const files = localDiskStore(filesDirOf(dataDir));
  expect(
    await replaceSlotTemplate(db, files, { collectionId, piece: 'invitation', expectedVersion: 0, file: checked.file }),
  ).toMatchObject({ ok: true });
  const order = await insertOrder(db, { collectionIds: [collectionId] });
  await queueDesignRender(db, order.id, new Date());
  await db.destroy();

  const env = {
    NODE_ENV: 'production',
    BUILD_DIR: buildDir,
    DATA_DIR: dataDir,
    DRAIN_TIMEOUT_MS: String(DRAIN_TIMEOUT_MS),
  };
  const sqlite = new SQLite(sqliteFileOf(dataDir), { readonly: true });
  const job = () =>
    sqlite.prepare('select status, attempts, last_error from design_renders where order_id = ?').get(order.id) as {
      status: string;
      attempts: number;
      last_error: string | null;
    };
  try {
    server = await startServer(env);
    await server.waitFor(SERVING);
    // The render is under way: its worker has spent a second and a half of CPU drawing the slow
    // piece, and the job is still running.
    await expect.poll(() => job().status, { timeout: 30_000, interval: 100 }).toBe('running');
    await expect
      .poll(() => workerCpuSeconds(server!.child.pid!), { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(1.5);
    expect(job().status).toBe('running');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([
      server.exited,
      new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 20_000)),
    ]);
    const took = Date.now() - signalled;
    console.log(`SIGTERM during a render: exit ${exit} after ${took} ms (DRAIN_TIMEOUT_MS ${DRAIN_TIMEOUT_MS})`);
    expect(exit).toBe(0);
    expect(took).toBeLessThan(DRAIN_TIMEOUT_MS);
    expect(server.output()).toContain('cut off by the server stopping, queued again');
    // Put back as it was: queued, the try not counted, no error.
    expect(job()).toEqual({ status: 'queued', attempts: 0, last_error: null });

    // The designer replaces the slow template meanwhile (the piece goes back to the shop's own);
    // the next start picks the job up and renders the order.
    const again = createDb({ sqliteFile: sqliteFileOf(dataDir) });
    expect(await removeSlotTemplate(again.db, { collectionId, piece: 'invitation', expectedVersion: 1 })).toMatchObject(
      { ok: true },
    );
    await again.db.destroy();
    server = await startServer({ ...env, PRINT_DPI: '72' });
    await server.waitFor(SERVING);
    await expect.poll(() => job().status, { timeout: 90_000, interval: 250 }).toBe('done');
    const rendered = sqlite
      .prepare('select count(*) from design_render_files where order_id = ?')
      .pluck()
      .get(order.id) as number;
    expect(rendered).toBeGreaterThan(0);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  } finally {
    sqlite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
