import path from 'node:path';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NO_FILE_MESSAGE, NO_PROOF_TO_DELIVER } from '~/.server/proofs/panel-actions';
import { UPLOAD_MESSAGES } from '~/.server/proofs/upload';
import type { Services } from '~/.server/boot/services';
import { STALE_ORDER_MESSAGE } from '~/.server/orders/status-moves';
import { signProofToken } from '~/.server/proofs/links';
import * as proofPage from '~/routes/proofs/proof';
import * as adminProofs from '~/routes/proofs/admin-proofs';
import * as proofFile from '~/routes/proofs/proof-file';
import { errorsOf } from '~/../tests/unit/support/actions';
import { insertOrder } from '~/../tests/unit/support/order-fixtures';
import { filesBelow, pdfBytes, pngBytes } from '~/../tests/unit/support/proof-fixtures';
import { testContext, testServices } from '~/../tests/unit/support/services';
import { countRows, createTestDb, engines, type TestDb } from '~/../tests/unit/support/test-db';
import { signedInBrowser } from '~/../tests/unit/support/signed-in';

/** What an action or loader answered, thrown or returned (a Response, or single fetch's data()). */
async function settle(run: () => unknown): Promise<{ status: number; headers: Headers; data: unknown }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, headers: result.headers, data: null };
  const { data, init } = result as { data: unknown; init?: ResponseInit | null };
  if (!init && data === undefined) return { status: 200, headers: new Headers(), data: result };
  return { status: init?.status ?? 200, headers: new Headers(init?.headers), data: data ?? result };
}

type Part = string | { name: string; bytes: Buffer; type?: string };

describe.each(engines)('the proofs routes on %s', (engine) => {
  let t: TestDb;
  let services: Services;
  let order: { id: number; number: string; linkKey: string };

  beforeEach(async () => {
    t = await createTestDb(engine);
    services = testServices(t);
    order = await insertOrder(t.db, { collectionIds: [] });
  });
  afterEach(() => t.destroy());

  const url = (number = order.number) => `http://127.0.0.1/admin/orders/${number}/proofs`;
  const params = (number = order.number) => ({ number });

  /** Posts a multipart form (as the browser does) to the admin proofs action. */
  function postPanel(cookie: string, fields: Record<string, Part | Part[]>, number = order.number) {
    const body = new FormData();
    for (const [name, values] of Object.entries(fields)) {
      for (const value of [values].flat()) {
        if (typeof value === 'string') body.append(name, value);
        else
          body.append(
            name,
            new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }),
            value.name,
          );
      }
    }
    const request = new Request(url(number), { method: 'POST', body, headers: { Cookie: cookie } });
    return settle(() =>
      adminProofs.action({ request, context: testContext(services), params: params(number) } as ActionFunctionArgs),
    );
  }
  const loadPanel = (cookie: string, number = order.number) =>
    settle(() =>
      adminProofs.loader({
        request: new Request(url(number), { headers: { Cookie: cookie } }),
        context: testContext(services),
        params: params(number),
      } as LoaderFunctionArgs),
    );
  const storedFiles = () => filesBelow(path.join(services.config.DATA_DIR, 'files', 'proofs'));
  const uploadLeftovers = () => filesBelow(path.join(services.config.DATA_DIR, 'tmp'));
  const fieldErrors = (answer: { data: unknown }) =>
    errorsOf({ data: answer.data as never, status: 0, headers: new Headers(), location: null });

  it('is closed to visitors and to signed-in non-admins: pages go to /login, posts get 403 and change nothing', async () => {
    const anonymous = await loadPanel('');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('Location')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/admin/orders/${order.number}/proofs`)}`,
    );
    const member = (await signedInBrowser(services, 'member@example.test')).cookieHeader();
    expect((await loadPanel(member)).status).toBe(302);
    for (const cookie of ['', member]) {
      const post = await postPanel(cookie, {
        intent: 'send-proof',
        version: '1',
        files: { name: 'a.png', bytes: await pngBytes() },
      });
      expect(post.status).toBe(403);
    }
    expect(await countRows(t.db, 'proofs')).toBe(0);
    expect(storedFiles()).toEqual([]);
  });

  it('answers an unknown or malformed order number with 404', async () => {
    const admin = (await signedInBrowser(services, 'designer@example.test', { admin: true })).cookieHeader();
    for (const number of ['ORD-0000001', 'nonsense', 'ORD-1%20or%201']) {
      expect((await loadPanel(admin, number)).status, number).toBe(404);
      expect((await postPanel(admin, { intent: 'deliver', version: '1' }, number)).status, number).toBe(404);
    }
  });

  it('sends a proof: stored, redirected with a notice to a safe redirectTo (an unsafe one falls back)', async () => {
    const admin = (await signedInBrowser(services, 'designer@example.test', { admin: true })).cookieHeader();
    const sent = await postPanel(admin, {
      intent: 'send-proof',
      version: '1',
      redirectTo: `/admin/orders/${order.number}`,
      note: 'First proof',
      files: [
        { name: 'invitation.pdf', bytes: await pdfBytes(), type: 'application/pdf' },
        { name: 'card.png', bytes: await pngBytes(), type: 'image/png' },
      ],
    });
    expect(sent.status).toBe(302);
    expect(sent.headers.get('Location')).toBe(`/admin/orders/${order.number}`);
    expect(sent.headers.get('Set-Cookie')).toMatch(/^flash=/);
    expect(await countRows(t.db, 'proof_files')).toBe(2);
    expect(storedFiles()).toHaveLength(2);
    expect(uploadLeftovers()).toEqual([]);

    const again = await postPanel(admin, {
      intent: 'send-proof',
      version: '2',
      redirectTo: '//evil.example/',
      files: { name: 'card2.png', bytes: await pngBytes(80, 80) },
    });
    expect(again.headers.get('Location')).toBe(`/admin/orders/${order.number}/proofs`);
    const panel = (await loadPanel(admin)).data as { panel: { proofs: { round: number; status: string }[] } };
    expect(panel.panel.proofs.map((p) => [p.round, p.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
  });

  it('refuses a file that is not what its name says, no file, and a stale version: nothing stored, the note kept', async () => {
    const admin = (await signedInBrowser(services, 'designer@example.test', { admin: true })).cookieHeader();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const wrong = await postPanel(admin, {
      intent: 'send-proof',
      version: '1',
      note: 'Typed note',
      files: [
        { name: 'card.png', bytes: await pngBytes() },
        { name: 'invitation.pdf', bytes: html, type: 'application/pdf' },
      ],
    });
    expect(wrong.status).toBe(422);
    expect(fieldErrors(wrong).files?.[0]).toContain('“invitation.pdf” is not a PDF, JPG or PNG file.');
    expect((wrong.data as { result: { initialValue: { note: string } } }).result.initialValue.note).toBe('Typed note');

    const none = await postPanel(admin, { intent: 'send-proof', version: '1', note: 'Typed note' });
    expect(none.status).toBe(400);
    expect(fieldErrors(none).files).toEqual([NO_FILE_MESSAGE]);

    const tooMany = await postPanel(admin, {
      intent: 'send-proof',
      version: '1',
      files: await Promise.all(
        Array.from({ length: 11 }, async (_, i) => ({ name: `c${i}.png`, bytes: await pngBytes() })),
      ),
    });
    expect(tooMany.status).toBe(400);
    expect(fieldErrors(tooMany).files).toEqual([UPLOAD_MESSAGES.tooMany]);

    const noteTooLong = await postPanel(admin, {
      intent: 'send-proof',
      version: '1',
      note: 'x'.repeat(2001),
      files: { name: 'card.png', bytes: await pngBytes() },
    });
    expect(noteTooLong.status).toBe(400);
    expect(fieldErrors(noteTooLong).note).toEqual(['Note to the couple must be at most 2000 characters']);

    const stale = await postPanel(admin, {
      intent: 'send-proof',
      version: '7',
      files: { name: 'card.png', bytes: await pngBytes() },
    });
    expect(stale.status).toBe(409);
    expect(fieldErrors(stale)['']).toEqual([STALE_ORDER_MESSAGE]);

    expect(await countRows(t.db, 'proofs')).toBe(0);
    expect(await countRows(t.db, 'mail_outbox')).toBe(0);
    expect(storedFiles()).toEqual([]);
    expect(uploadLeftovers()).toEqual([]);
  });

  it('refuses "Mark delivered" before any proof, with a clear message', async () => {
    const admin = (await signedInBrowser(services, 'designer@example.test', { admin: true })).cookieHeader();
    const early = await postPanel(admin, { intent: 'deliver', version: '1' });
    expect(early.status).toBe(409);
    expect(fieldErrors(early)['']).toEqual([NO_PROOF_TO_DELIVER]);
    expect((await t.db.selectFrom('orders').select('fulfilment').executeTakeFirstOrThrow()).fulfilment).toBe(
      'awaiting',
    );
  });

  describe('the couple’s proof page', () => {
    const pageUrl = (token: string) => `http://127.0.0.1/proofs/${token}`;
    const loadPage = (token: string) =>
      settle(() =>
        proofPage.loader({
          request: new Request(pageUrl(token)),
          context: testContext(services),
          params: { token },
        } as LoaderFunctionArgs),
      );
    const answer = (token: string, fields: Record<string, string>) =>
      settle(() =>
        proofPage.action({
          request: new Request(pageUrl(token), { method: 'POST', body: new URLSearchParams(fields) }),
          context: testContext(services),
          params: { token },
        } as ActionFunctionArgs),
      );

    it('is a 404 for a forged or altered link, page and files alike', async () => {
      const good = signProofToken(services.secrets, order, new Date());
      const forged = [
        'garbage',
        `${order.id}.9999999999999.${'A'.repeat(43)}`,
        good.replace(/^\d+/, String(order.id + 1)),
        signProofToken(['another-secret-that-is-long-enough-012345'], order, new Date()),
      ];
      for (const token of forged) {
        expect((await loadPage(token)).status, token).toBe(404);
        expect((await answer(token, { intent: 'approve', proofId: '1' })).status, token).toBe(404);
        const file = await settle(() =>
          proofFile.loader({
            request: new Request(`${pageUrl(token)}/files/1`),
            context: testContext(services),
            params: { token, fileId: '1' },
          } as LoaderFunctionArgs),
        );
        expect(file.status, token).toBe(404);
      }
      expect((await loadPage(good)).status).toBe(200);
    });

    it('asks for a message with "Request changes", keeps what was typed, and says what happened to a second answer', async () => {
      const admin = (await signedInBrowser(services, 'designer@example.test', { admin: true })).cookieHeader();
      await postPanel(admin, {
        intent: 'send-proof',
        version: '1',
        files: { name: 'card.png', bytes: await pngBytes() },
      });
      const proof = await t.db.selectFrom('proofs').select('id').executeTakeFirstOrThrow();
      const token = signProofToken(services.secrets, order, new Date());

      const empty = await answer(token, { intent: 'changes', proofId: String(proof.id), message: '  ' });
      expect(empty.status).toBe(400);
      expect(fieldErrors(empty).message).toEqual(['Please tell us what you would like changed']);
      const long = await answer(token, { intent: 'changes', proofId: String(proof.id), message: 'y'.repeat(2001) });
      expect(long.status).toBe(400);

      const approved = await answer(token, { intent: 'approve', proofId: String(proof.id) });
      expect(approved.status).toBe(302);
      expect(approved.headers.get('Location')).toBe(`/proofs/${token}`);
      const again = await answer(token, { intent: 'approve', proofId: String(proof.id) });
      expect(again.status).toBe(302);
      expect(again.headers.get('Set-Cookie')).toMatch(/^flash=/);
      expect(await countRows(t.db, 'order_events')).toBe(3);
      const page = (await loadPage(token)).data as { downloadsUrl: string | null };
      expect(page.downloadsUrl).toMatch(/^\/downloads\/[\w.-]+$/);
    });
  });
});
