import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  claimDueRender,
  MAX_RENDER_ATTEMPTS,
  releaseRenderClaims,
  renderStateOf,
  retryRenderNow,
  STALE_CLAIM_MS,
} from '~/.server/designs/render-jobs';
import { coupleFileSlug, renderOrderFilesFor } from '~/.server/designs/render-order';
import { flowingWording } from '~/.server/designs/render-piece';
import { runDueRenders } from '~/.server/designs/render-worker';
import { ensureCollectionFiles } from '~/.server/downloads/collection-files';
import { listOrderFiles } from '~/.server/downloads/order-files';
import { orderZipStream } from '~/.server/downloads/zip';
import type { OrderDeps } from '~/.server/orders/deps';
import { confirmPayment } from '~/.server/orders/payment-results';
import type { FileStore } from '~/.server/storage/file-store';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { retryFirstDraft, sendFirstDraftAsProof } from '~/.server/admin/first-draft';
import { insertCollection } from '../support/fixtures';
import { insertOrder, testOrderDeps } from '../support/order-fixtures';
import { foldedPdfText } from '../support/read-pdf';
import { readZip } from '../support/read-zip';
import { countRows, createTestDb, type TestDb } from '../support/test-db';

/**
 * The render job at payment (issue 13): queued in the payment's transaction, rendered off the
 * request path into the order's downloads, retried with backoff, failed for good on words that
 * cannot fit, freed when its worker died.
 */
/** The artwork layer at low resolution: the same PDF, faster. */
const FAST = { artDpi: 40, log: () => {} };
const NOW = new Date('2026-05-01T10:00:00.000Z');

describe('design renders (sqlite)', () => {
  let t: TestDb;
  let dir: string;
  let store: FileStore;
  let deps: OrderDeps;
  let collectionId: number;

  /** A pending order for the shop's Blush Peony collection, with the couple's brief. */
  async function pendingOrder(brief: { names?: string; venue?: string } = {}) {
    const order = await insertOrder(t.db, { status: 'pending', collectionIds: [collectionId] });
    await t.db
      .updateTable('orders')
      .set({
        couple_names: brief.names ?? 'Aisha & Nikhil',
        venue: brief.venue ?? 'The Leela Palace, New Delhi',
        event_date: '2027-02-20',
      })
      .where('id', '=', order.id)
      .execute();
    return order;
  }

  beforeEach(async () => {
    t = await createTestDb('sqlite');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'design-renders-'));
    store = localDiskStore(path.join(dir, 'files'));
    collectionId = await insertCollection(t.db, { title: 'Blush Peony Romance' });
    await t.db.updateTable('collections').set({ slug: 'blush-peony-romance' }).where('id', '=', collectionId).execute();
    deps = testOrderDeps(t.db, { files: store });
  }, 60_000);

  afterEach(async () => {
    await t.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('queues the render with the payment, renders every piece into the downloads, and pdf.js reads the names and venue', async () => {
    const order = await pendingOrder();
    expect(await confirmPayment(deps, order.id, { now: NOW })).toBe('paid');
    expect((await renderStateOf(t.db, order.id))?.status).toBe('queued');

    // A repeated confirmation changes nothing: still one job; an unpaid order has none.
    expect(await confirmPayment(deps, order.id, { now: NOW })).toBe('unchanged');
    expect(await countRows(t.db, 'design_renders')).toBe(1);
    const other = await pendingOrder();
    expect(await renderStateOf(t.db, other.id)).toBeNull();

    expect(await runDueRenders(deps as { db: typeof t.db; files: FileStore }, { ...FAST, now: () => NOW })).toEqual({
      done: 1,
      failed: 0,
    });
    const state = await renderStateOf(t.db, order.id);
    expect(state?.status).toBe('done');

    const files = await listOrderFiles(t.db, order.id);
    const names = files.map((file) => file.fileName);
    expect(names).toEqual([
      'aisha-and-nikhil-invitation.pdf',
      'aisha-and-nikhil-invitation.jpg',
      'aisha-and-nikhil-story.jpg',
      'aisha-and-nikhil-save-the-date.pdf',
      'aisha-and-nikhil-save-the-date.jpg',
      'aisha-and-nikhil-rsvp.pdf',
      'aisha-and-nikhil-rsvp.jpg',
      'aisha-and-nikhil-details.pdf',
      'aisha-and-nikhil-details.jpg',
      'aisha-and-nikhil-thank-you.pdf',
      'aisha-and-nikhil-thank-you.jpg',
    ]);
    for (const file of files) {
      expect(file.id).toMatch(/^render-\d+$/);
      expect(file.zipPath).toBe(`blush-peony-romance/${file.fileName}`);
      expect(await store.stat(file.storageKey)).toEqual({ size: file.byteSize });
    }
    const story = files.find((file) => file.fileName.endsWith('-story.jpg'))!;
    const storyBytes = fs.readFileSync(path.join(dir, 'files', ...story.storageKey.split('/')));
    const { default: sharp } = await import('sharp');
    expect(await sharp(storyBytes).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });

    const invitation = files.find((file) => file.fileName === 'aisha-and-nikhil-invitation.pdf')!;
    const text = await foldedPdfText(fs.readFileSync(path.join(dir, 'files', ...invitation.storageKey.split('/'))));
    expect(text).toContain('Aisha');
    expect(text).toContain('Nikhil');
    expect(text).toContain('The Leela Palace, New Delhi');
    expect(text).toContain('Saturday, 20 February 2027');

    // The ZIP holds the personalised files under the collection's folder, not the generic templates.
    const zipFile = path.join(dir, 'order.zip');
    await pipeline(Readable.from(await orderZipStream(store, files)), fs.createWriteStream(zipFile));
    const entries = await readZip(zipFile);
    expect([...entries.keys()]).toEqual(files.map((file) => file.zipPath));
    expect(entries.get('blush-peony-romance/aisha-and-nikhil-invitation.pdf')?.bytes.subarray(0, 5).toString()).toBe(
      '%PDF-',
    );

    // The designer sends the draft as the first proof: the same files (same keys), and the proof e-mail.
    const { version } = await t.db
      .selectFrom('orders')
      .select('version')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const send = { orderId: order.id, expectedVersion: Number(version), actor: 'designer@shop.example' };
    const sent = await sendFirstDraftAsProof({ ...deps, files: store, dataDir: dir }, send);
    expect(sent).toMatchObject({ ok: true, round: 1 });
    const proofFiles = await t.db
      .selectFrom('proof_files')
      .select(['file_name', 'storage_key'])
      .orderBy('sort_order')
      .execute();
    expect(proofFiles.map((file) => file.file_name)).toEqual(names);
    expect(proofFiles.map((file) => file.storage_key)).toEqual(files.map((file) => file.storageKey));
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select('kind')
      .where('order_id', '=', order.id)
      .where('kind', '=', 'proof')
      .execute();
    expect(mail).toHaveLength(1);
    // A second click carries the old version: refused, nothing more sent.
    expect(await sendFirstDraftAsProof({ ...deps, files: store, dataDir: dir }, send)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(fs.readdirSync(path.join(dir, 'tmp', 'drafts'))).toEqual([]);
  }, 240_000);

  it('lists the templates while the render is not done, and keeps them for a collection without personalised files', async () => {
    await ensureCollectionFiles(t.db, store, path.resolve('public'));
    const plain = await insertCollection(t.db, { title: 'No Templates' });
    await ensureCollectionFiles(t.db, store, path.resolve('public'));
    const order = await insertOrder(t.db, { status: 'pending', collectionIds: [collectionId, plain] });
    await confirmPayment(deps, order.id, { now: NOW });
    const before = await listOrderFiles(t.db, order.id);
    expect(before.every((file) => /^\d+$/.test(file.id))).toBe(true);
    expect(before.filter((file) => file.collectionId === collectionId)).toHaveLength(10);

    await runDueRenders({ db: t.db, files: store }, { ...FAST, now: () => NOW });
    const after = await listOrderFiles(t.db, order.id);
    const mine = after.filter((file) => file.collectionId === collectionId);
    expect(mine).toHaveLength(11);
    expect(mine.every((file) => file.id.startsWith('render-'))).toBe(true);
    // The other collection still has its templates, after the personalised one (line order).
    const theirs = after.filter((file) => file.collectionId === plain);
    expect(theirs).toHaveLength(10);
    expect(after.indexOf(theirs[0]!)).toBeGreaterThan(after.indexOf(mine.at(-1)!));
  }, 180_000);

  it('queues nothing for an order whose collections have no templates', async () => {
    const plain = await insertCollection(t.db, { title: 'No Templates' });
    const order = await insertOrder(t.db, { status: 'pending', collectionIds: [plain] });
    expect(await confirmPayment(deps, order.id, { now: NOW })).toBe('paid');
    expect(await renderStateOf(t.db, order.id)).toBeNull();
  });

  it('fails at once, with the message, when the words cannot fit (no blind retry)', async () => {
    const order = await pendingOrder({ names: `${'Bartholomew'.repeat(6)} & ${'Maximiliana'.repeat(6)}` });
    await confirmPayment(deps, order.id, { now: NOW });
    expect(await runDueRenders({ db: t.db, files: store }, { ...FAST, now: () => NOW })).toEqual({
      done: 0,
      failed: 1,
    });
    const state = await renderStateOf(t.db, order.id);
    expect(state).toMatchObject({ status: 'failed', attempts: 1 });
    expect(state?.lastError).toMatch(/Names/);
    expect(await countRows(t.db, 'design_render_files')).toBe(0);
    // Nothing to claim later either.
    expect(await claimDueRender(t.db, new Date(NOW.getTime() + 24 * 3600_000))).toBeNull();
  }, 60_000);

  it('retries a render that threw, with backoff, then gives up; Retry now queues it again once', async () => {
    const order = await pendingOrder();
    await confirmPayment(deps, order.id, { now: NOW });
    // The file store refuses every write: the render throws, nothing is listed.
    const broken = new Proxy(store, {
      get: (target, key) =>
        key === 'putBytes'
          ? async () => {
              throw new Error('The template store is unreachable');
            }
          : Reflect.get(target, key),
    });
    let clock = NOW.getTime();
    for (let attempt = 1; attempt <= MAX_RENDER_ATTEMPTS; attempt++) {
      const report = await runDueRenders({ db: t.db, files: broken }, { ...FAST, now: () => new Date(clock) });
      expect(report).toEqual({ done: 0, failed: 1 });
      const state = (await renderStateOf(t.db, order.id))!;
      expect(state.attempts).toBe(attempt);
      expect(state.lastError).toBe('The template store is unreachable');
      if (attempt < MAX_RENDER_ATTEMPTS) {
        expect(state.status).toBe('queued');
        // Not due before its wait is over.
        expect(await runDueRenders({ db: t.db, files: broken }, { now: () => new Date(clock) })).toEqual({
          done: 0,
          failed: 0,
        });
        clock = Date.parse(state.nextAttemptAt);
        expect(clock).toBeGreaterThanOrEqual(NOW.getTime() + 60_000);
      } else {
        expect(state.status).toBe('failed');
      }
    }
    expect(await countRows(t.db, 'design_render_files')).toBe(0);

    // Retry now from the admin page: version-checked, once.
    const { version } = await t.db
      .selectFrom('orders')
      .select('version')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const change = { orderId: order.id, expectedVersion: Number(version), actor: 'designer@shop.example' };
    expect(await retryFirstDraft(t.db, change)).toEqual({ ok: true });
    expect(await retryFirstDraft(t.db, change)).toEqual({ ok: false, reason: 'stale' });
    expect(await retryFirstDraft(t.db, { ...change, expectedVersion: Number(version) + 1 })).toEqual({
      ok: false,
      reason: 'not-failed',
    });
    expect(await retryRenderNow(t.db, order.id)).toBe('not-failed');
    expect(await runDueRenders({ db: t.db, files: store }, FAST)).toEqual({ done: 1, failed: 0 });
    expect((await renderStateOf(t.db, order.id))?.status).toBe('done');
  }, 180_000);

  it('frees a stale claim (a worker that died) and the claims of a stopped SQLite server', async () => {
    const order = await pendingOrder();
    await confirmPayment(deps, order.id, { now: NOW });
    const claimed = await claimDueRender(t.db, NOW);
    expect(claimed).toMatchObject({ orderId: order.id, attempts: 0 });
    // Held: no one else takes it.
    expect(await claimDueRender(t.db, new Date(NOW.getTime() + 60_000))).toBeNull();
    // Its worker died: after the stale limit another takes it, and the dead run counts as a try.
    const later = new Date(NOW.getTime() + STALE_CLAIM_MS + 1000);
    expect(await claimDueRender(t.db, later)).toMatchObject({ orderId: order.id, attempts: 1 });
    // At start-up on SQLite every claim is freed at once.
    expect(await releaseRenderClaims(t.db, later)).toBe(1);
    expect((await renderStateOf(t.db, order.id))?.status).toBe('queued');
  });

  it('names files after the couple in any script', () => {
    expect(coupleFileSlug('Aisha & Nikhil')).toBe('aisha-and-nikhil');
    expect(coupleFileSlug('आरव & अनन्या')).toBe('आरव-and-अनन्या');
    expect(coupleFileSlug('  !!  ')).toBe('our');
  });
});

describe('wording typed over several lines', () => {
  it('is set as one flowing paragraph when its lines do not fit the slot (pdf.js reads it)', async () => {
    const wording = 'Together with their families\nMeera & Arjun\n\n   invite you to celebrate their wedding';
    const files = await renderOrderFilesFor(
      'blush-peony-romance',
      { names: 'Meera & Arjun', eventDate: '2027-02-20', venue: 'The Leela Palace, Udaipur', wording },
      { artDpi: 40 },
    );
    const invitation = files.find((file) => file.fileName === 'meera-and-arjun-invitation.pdf')!;
    const text = await foldedPdfText(invitation.bytes);
    expect(text).toContain(flowingWording(wording));
  }, 120_000);
});
