import type { Secrets } from '~/.server/platform/signing';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listOrderFiles } from '~/.server/downloads/order-files';
import { markDelivered } from '~/.server/admin/delivery';
import { answerProof } from '~/.server/proofs/answers';
import { inspectProofFile, MAX_PROOF_PIXELS, safeFileName, uniqueNames } from '~/.server/proofs/files';
import { verifyProofToken } from '~/.server/proofs/links';
import { loadCoupleProof, loadProofPanel, proofPagesFor } from '~/.server/proofs/views';
import { sendProof } from '~/.server/proofs/proofs';
import type { StudioDeps } from '~/.server/admin/deps';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import {
  checkedFile,
  filesBelow,
  jpgBytes,
  pdfBytes,
  pngBytes,
  scratchDir,
} from '~/../tests/unit/support/proof-fixtures';
import { TEST_SECRET } from '~/../tests/unit/support/services';
import { countRows, createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';
import { linkKeyLookup } from '~/.server/orders/link-keys';

const SECRETS: Secrets = [TEST_SECRET];
const ADMIN = 'designer@studio.test';

describe('checking uploaded files by their content', () => {
  let dir: string;
  beforeEach(() => (dir = scratchDir()));
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, bytes: Buffer) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return { path: file, name };
  };

  it('takes real PDFs, JPEGs and PNGs, whatever they are called, with their size and hash', async () => {
    const png = await inspectProofFile(write('card.jpg', await pngBytes(120, 160)));
    expect(png).toMatchObject({ ok: true, file: { format: 'png', fileName: 'card.png', width: 120, height: 160 } });
    const jpg = await inspectProofFile(write('photo', await jpgBytes()));
    expect(jpg).toMatchObject({ ok: true, file: { format: 'jpg', fileName: 'photo.jpg' } });
    const pdf = await inspectProofFile(write('Invitation (final).PDF', await pdfBytes()));
    expect(pdf).toMatchObject({ ok: true, file: { format: 'pdf', fileName: 'Invitation -final.pdf', width: null } });
    expect(pdf.ok && pdf.file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses what only looks like one by its name or first bytes', async () => {
    const cases: [string, Buffer][] = [
      ['invite.pdf', Buffer.from('<html>not a pdf</html>')],
      ['cut-short.pdf', (await pdfBytes()).subarray(0, 400)],
      ['card.png', Buffer.concat([(await pngBytes()).subarray(0, 8), Buffer.alloc(64)])],
      ['card.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])],
      ['empty.pdf', Buffer.alloc(0)],
      ['script.png', Buffer.from('#!/bin/sh\necho hi\n')],
    ];
    for (const [name, bytes] of cases) {
      const check = await inspectProofFile(write(name, bytes));
      expect(check.ok, name).toBe(false);
      expect(!check.ok && check.message, name).toContain(`“${name}”`);
    }
  });

  it('refuses an image over the pixel limit, from its header alone', async () => {
    const side = Math.ceil(Math.sqrt(MAX_PROOF_PIXELS)) + 10;
    // A PNG this large compresses to a few hundred KB of one colour.
    const big = await sharp_({ width: side, height: side });
    const check = await inspectProofFile(write('huge.png', big));
    expect(check).toMatchObject({ ok: false, message: expect.stringContaining('megapixels') });
  }, 60_000);

  it('makes download names safe and unique within a proof', () => {
    expect(safeFileName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('Rahul & Priya — Invite.png', 'png')).toBe('Rahul - Priya - Invite.png');
    expect(safeFileName('...', 'jpg')).toBe('design.jpg');
    expect(uniqueNames(['a.pdf', 'A.pdf', 'a.pdf', 'b.png'])).toEqual(['a.pdf', 'A-2.pdf', 'a-3.pdf', 'b.png']);
  });
});

async function sharp_({ width, height }: { width: number; height: number }) {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: '#000000' }, limitInputPixels: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

describe.each(engines)('proofs and delivery on %s', (engine) => {
  let t: TestDb;
  let deps: StudioDeps;
  let dataDir: string;
  let commits: number;

  beforeEach(async () => {
    t = await createTestDb(engine);
    dataDir = scratchDir();
    commits = 0;
    deps = {
      db: t.db,
      secrets: SECRETS,
      siteUrl: 'https://shop.example',
      files: localDiskStore(path.join(dataDir, 'files')),
      studioEmail: 'studio@shop.example',
      afterCommit: () => commits++,
    };
  });
  afterEach(async () => {
    await t.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const collectionId = async () =>
    Number(
      (
        await t.db
          .insertInto('collections')
          .values({
            slug: 'blush',
            title: 'Blush',
            description: 'd',
            long_description: 'd',
            category: 'Floral',
            price_cents: 3999,
            image: '/i.webp',
            gallery: '[]',
            features: '[]',
            customization_options: '[]',
            related_ids: '[]',
            sort_order: 1,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );

  async function paidOrder() {
    const cid = await collectionId();
    await t.db
      .insertInto('collection_files')
      .values({
        collection_id: cid,
        template_name: 'Invitation',
        format: 'pdf',
        file_name: 'invitation.pdf',
        storage_key: 'collections/1/invitation.pdf',
        byte_size: 10,
      })
      .execute();
    return insertOrder(t.db, { collectionIds: [cid] });
  }
  const files = async () => [
    await checkedFile(dataDir, 'Invitation.pdf', await pdfBytes()),
    await checkedFile(dataDir, 'Card.png', await pngBytes()),
  ];
  const orderRow = (id: number) =>
    t.db
      .selectFrom('orders')
      .select(['fulfilment', 'version', 'delivered_proof_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const proofs = (orderId: number) =>
    t.db
      .selectFrom('proofs')
      .select(['id', 'round', 'status', 'response'])
      .where('order_id', '=', orderId)
      .orderBy('round')
      .execute();
  const mails = (orderId: number) =>
    t.db
      .selectFrom('mail_outbox')
      .select(['kind', 'to_address', 'subject', 'text_body'])
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();
  const send = async (orderId: number, expectedVersion: number, note = 'Your first proof') =>
    sendProof(deps, { orderId, expectedVersion, actor: ADMIN, note, files: await files() });

  it('sends a proof in one go: the move, the round, its files stored by content, the e-mail with a signed link', async () => {
    const order = await paidOrder();
    const result = await send(order.id, 1);
    expect(result).toEqual({ ok: true, proofId: expect.any(Number), round: 1 });
    expect(await orderRow(order.id)).toMatchObject({ fulfilment: 'proof_sent', version: 2 });
    const stored = await t.db.selectFrom('proof_files').selectAll().orderBy('sort_order').execute();
    expect(stored.map((f) => [f.file_name, f.format])).toEqual([
      ['Invitation.pdf', 'pdf'],
      ['Card.png', 'png'],
    ]);
    for (const file of stored) {
      expect(file.storage_key).toMatch(/^proofs\/[0-9a-f]{64}\.(pdf|png)$/);
      expect(await deps.files.has(file.storage_key)).toBe(true);
    }
    const [mail] = await mails(order.id);
    expect(mail).toMatchObject({ kind: 'proof', to_address: 'couple@example.com' });
    expect(mail!.subject).toBe(`[TEST] Your proof is ready to review — order ${order.number}`);
    expect(mail!.text_body).toContain('Your first proof');
    const token = /https:\/\/shop\.example\/proofs\/([\w.-]+)/.exec(mail!.text_body)![1]!;
    expect(await verifyProofToken(SECRETS, token, linkKeyLookup(t.db), new Date())).toMatchObject({
      ok: true,
      orderId: order.id,
    });
    const events = await t.db.selectFrom('order_events').select(['kind', 'actor', 'proof_id']).execute();
    expect(events).toEqual([{ kind: 'proof_sent', actor: ADMIN, proof_id: result.ok ? result.proofId : -1 }]);
    expect(commits).toBe(1);
  });

  it('refuses a proof sent from a stale page: nothing stored, no row, no e-mail', async () => {
    const order = await paidOrder();
    await send(order.id, 1);
    const before = filesBelow(path.join(dataDir, 'files'));
    const stale = await sendProof(deps, {
      orderId: order.id,
      expectedVersion: 1,
      actor: ADMIN,
      note: 'again',
      files: [await checkedFile(dataDir, 'Other.png', await pngBytes(50, 50))],
    });
    expect(stale).toEqual({ ok: false, reason: 'stale' });
    expect(await proofs(order.id)).toHaveLength(1);
    expect(await countRows(t.db, 'proof_files')).toBe(2);
    expect(await mails(order.id)).toHaveLength(1);
    expect(filesBelow(path.join(dataDir, 'files'))).toEqual(before);
    expect(await orderRow(order.id)).toMatchObject({ version: 2 });
  });

  it('refuses a proof for an order that is not paid, or delivered', async () => {
    const pending = await insertOrder(t.db, { status: 'pending', collectionIds: [] });
    expect(await send(pending.id, 1)).toEqual({ ok: false, reason: 'not-allowed' });
    const order = await paidOrder();
    await send(order.id, 1);
    await answerProof(deps, {
      orderId: order.id,
      proofId: (await proofs(order.id))[0]!.id,
      answer: { kind: 'approve' },
    });
    expect(await send(order.id, (await orderRow(order.id)).version)).toEqual({ ok: false, reason: 'not-allowed' });
    expect(await countRows(t.db, 'proofs')).toBe(1);
  });

  it('a corrected proof supersedes one the couple has not answered, as the next round', async () => {
    const order = await paidOrder();
    await send(order.id, 1);
    await send(order.id, 2, 'Corrected the date');
    expect((await proofs(order.id)).map((p) => [p.round, p.status])).toEqual([
      [1, 'superseded'],
      [2, 'sent'],
    ]);
    // The couple answering the older one changes nothing, and learns why.
    const [first] = await proofs(order.id);
    expect(await answerProof(deps, { orderId: order.id, proofId: first!.id, answer: { kind: 'approve' } })).toBe(
      'superseded',
    );
    expect(await orderRow(order.id)).toMatchObject({ fulfilment: 'proof_sent', version: 3, delivered_proof_id: null });
  });

  it('request changes: the message kept, the order back with the studio, the studio told; only once per proof', async () => {
    const order = await paidOrder();
    await send(order.id, 1);
    const [proof] = await proofs(order.id);
    const changes = { kind: 'changes', message: 'Please spell it Meera.' } as const;
    expect(await answerProof(deps, { orderId: order.id, proofId: proof!.id, answer: changes })).toBe(
      'changes-requested',
    );
    expect(await proofs(order.id)).toEqual([
      { id: proof!.id, round: 1, status: 'changes_requested', response: 'Please spell it Meera.' },
    ]);
    expect(await orderRow(order.id)).toMatchObject({ fulfilment: 'revision_requested', version: 3 });
    const notice = (await mails(order.id)).at(-1)!;
    expect(notice).toMatchObject({ kind: 'studio-proof-answer', to_address: 'studio@shop.example' });
    expect(notice.text_body).toContain('Please spell it Meera.');
    // Twice, or approving after asking for changes: nothing changes.
    expect(await answerProof(deps, { orderId: order.id, proofId: proof!.id, answer: changes })).toBe(
      'already-answered',
    );
    expect(await answerProof(deps, { orderId: order.id, proofId: proof!.id, answer: { kind: 'approve' } })).toBe(
      'already-answered',
    );
    expect(await orderRow(order.id)).toMatchObject({ version: 3 });
    expect(await mails(order.id)).toHaveLength(2);
  });

  it('the first request of changes is free; the next proof says further rounds may be charged', async () => {
    const order = await paidOrder();
    await send(order.id, 1);
    expect((await mails(order.id))[0]!.text_body).toContain('one round of minor changes is free');
    const [first] = await proofs(order.id);
    await answerProof(deps, {
      orderId: order.id,
      proofId: first!.id,
      answer: { kind: 'changes', message: 'Venue spelling' },
    });
    await send(order.id, 3, 'Fixed');
    const second = (await mails(order.id)).filter((m) => m.kind === 'proof')[1]!;
    expect(second.text_body).toContain('Further rounds may be charged');
    const page = await loadCoupleProof(t.db, order.id, 'token');
    expect(page).toMatchObject({ canAnswer: true, freeRoundUsed: true, latest: { round: 2 } });
    expect(page!.earlier.map((p) => p.round)).toEqual([1]);
  });

  it('approval delivers at once: the files join the downloads first, the delivery e-mail is queued; approving twice changes nothing', async () => {
    const order = await paidOrder();
    const templatesOnly = await listOrderFiles(t.db, order.id);
    expect(templatesOnly.map((f) => f.zipPath)).toEqual(['blush/invitation.pdf']);
    const sent = await send(order.id, 1);
    const proofId = sent.ok ? sent.proofId : -1;
    // Until delivery, the downloads hold the templates only.
    expect(await listOrderFiles(t.db, order.id)).toEqual(templatesOnly);

    expect(await answerProof(deps, { orderId: order.id, proofId, answer: { kind: 'approve' } })).toBe('approved');
    expect(await orderRow(order.id)).toMatchObject({ fulfilment: 'delivered', delivered_proof_id: proofId });
    const downloads = await listOrderFiles(t.db, order.id);
    expect(downloads.map((f) => f.zipPath)).toEqual([
      'final/Invitation.pdf',
      'final/Card.png',
      'earlier-drafts-not-final/blush/invitation.pdf',
    ]);
    expect(downloads[0]!.id).toMatch(/^design-\d+$/);
    expect(downloads[2]!.id).toMatch(/^\d+$/);
    const kinds = (await mails(order.id)).map((m) => m.kind);
    expect(kinds).toEqual(['proof', 'delivery', 'studio-proof-answer']);
    const delivery = (await mails(order.id))[1]!;
    expect(delivery.text_body).toMatch(/https:\/\/shop\.example\/downloads\/[\w.-]+\/zip/);
    const events = await t.db.selectFrom('order_events').select(['kind', 'actor']).orderBy('id').execute();
    expect(events).toEqual([
      { kind: 'proof_sent', actor: ADMIN },
      { kind: 'approved', actor: 'couple' },
      { kind: 'delivered', actor: 'system' },
    ]);

    expect(await answerProof(deps, { orderId: order.id, proofId, answer: { kind: 'approve' } })).toBe(
      'already-approved',
    );
    expect(await answerProof(deps, { orderId: order.id, proofId, answer: { kind: 'changes', message: 'late' } })).toBe(
      'already-approved',
    );
    expect(await mails(order.id)).toHaveLength(3);
  });

  it('the designer delivers the latest proof (refused without one, or from a stale page); answers after delivery change nothing', async () => {
    const order = await paidOrder();
    expect(await markDelivered(deps, { orderId: order.id, expectedVersion: 1, actor: ADMIN })).toEqual({
      ok: false,
      reason: 'no-proof',
    });
    await send(order.id, 1);
    await send(order.id, 2, 'Second');
    expect(await markDelivered(deps, { orderId: order.id, expectedVersion: 2, actor: ADMIN })).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(await markDelivered(deps, { orderId: order.id, expectedVersion: 3, actor: ADMIN })).toEqual({ ok: true });
    const [, latest] = await proofs(order.id);
    expect(await orderRow(order.id)).toMatchObject({ fulfilment: 'delivered', delivered_proof_id: latest!.id });
    expect((await mails(order.id)).map((m) => m.kind)).toEqual(['proof', 'proof', 'delivery']);
    expect(await answerProof(deps, { orderId: order.id, proofId: latest!.id, answer: { kind: 'approve' } })).toBe(
      'delivered',
    );
    const panel = await loadProofPanel(t.db, SECRETS, order.id);
    expect(panel).toMatchObject({ canSendProof: false, canDeliver: false, order: { fulfilment: 'delivered' } });
    expect(panel!.proofs[0]!.files[0]!.url).toMatch(/^\/proofs\/[\w.-]+\/files\/\d+$/);
    // No instant draft was made for this order: every slot left empty is missing from the final set.
    expect(panel!.drafted).toEqual([]);
  });

  it('answers for another order, a cancelled order or an unknown proof change nothing', async () => {
    const order = await paidOrder();
    const other = await insertOrder(t.db, { collectionIds: [] });
    const sent = await send(order.id, 1);
    const proofId = sent.ok ? sent.proofId : -1;
    expect(await answerProof(deps, { orderId: other.id, proofId, answer: { kind: 'approve' } })).toBe('unknown-proof');
    await t.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
    expect(await answerProof(deps, { orderId: order.id, proofId, answer: { kind: 'approve' } })).toBe('closed');
    expect((await proofs(order.id))[0]!.status).toBe('sent');
  });

  it('lists fresh proof links for the buyer’s orders that have a proof', async () => {
    const order = await paidOrder();
    const without = await insertOrder(t.db, { collectionIds: [] });
    await send(order.id, 1);
    const links = await proofPagesFor(t.db, SECRETS, [order.id, without.id]);
    expect(Object.keys(links)).toEqual([String(order.id)]);
    expect(links[order.id]).toMatch(/^\/proofs\/[\w.-]+$/);
  });
});
