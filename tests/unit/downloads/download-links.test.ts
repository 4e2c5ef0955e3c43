import { describe, expect, it } from 'vitest';
import {
  DAYS_AFTER_EVENT,
  downloadLinkExpiry,
  downloadLinks,
  MIN_LINK_DAYS,
  signDownloadToken,
  verifyDownloadToken,
} from '~/.server/downloads/links';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);
const issued = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(issued.getTime() + ms);
const DAY_MS = 24 * 60 * 60 * 1000;

/** Orders as the database has them: id → link key. */
const linkKeys = new Map<number, string>();
const order = (id: number, linkKey = `key-of-${id}`, eventDate: string | null = null) => {
  linkKeys.set(id, linkKey);
  return { id, linkKey, eventDate };
};
const lookup = async (id: number) => linkKeys.get(id) ?? null;

describe('download links', () => {
  it('last until 30 days after the wedding, and 90 days at least', async () => {
    expect([DAYS_AFTER_EVENT, MIN_LINK_DAYS]).toEqual([30, 90]);
    // No event day, or one soon: 90 days from signing.
    expect(downloadLinkExpiry(issued, null)).toEqual(later(90 * DAY_MS));
    expect(downloadLinkExpiry(issued, '2026-03-20')).toEqual(later(90 * DAY_MS));
    expect(downloadLinkExpiry(issued, 'not a day')).toEqual(later(90 * DAY_MS));
    // A wedding in December: to the end of 30 days after its day, in New Delhi.
    expect(downloadLinkExpiry(issued, '2026-12-12')).toEqual(new Date('2027-01-11T23:59:59+05:30'));
    const token = signDownloadToken([NEW], order(8, 'key-of-8', '2026-12-12'), issued);
    const check = (at: string) => verifyDownloadToken([NEW], token, lookup, new Date(at));
    expect((await check('2027-01-11T23:59:58+05:30')).ok).toBe(true);
    expect(await check('2027-01-11T23:59:59+05:30')).toEqual({ ok: false, reason: 'expired' });
  });

  it('carry the order id and expiry in a URL-safe token', async () => {
    const token = signDownloadToken([NEW], order(42), issued);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(await verifyDownloadToken([NEW], token, lookup, issued)).toEqual({
      ok: true,
      orderId: 42,
      expiresAt: later(90 * DAY_MS),
    });
  });

  it('work until their expiry instant, and not from then on', async () => {
    const token = signDownloadToken([NEW], order(7), issued);
    expect((await verifyDownloadToken([NEW], token, lookup, later(90 * DAY_MS - 1))).ok).toBe(true);
    expect(await verifyDownloadToken([NEW], token, lookup, later(90 * DAY_MS))).toEqual({
      ok: false,
      reason: 'expired',
    });
    expect(await verifyDownloadToken([NEW], token, lookup, later(400 * DAY_MS))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are signed with the first secret and verified with any of them, so secrets can rotate', async () => {
    const before = signDownloadToken([OLD], order(5), issued);
    expect(await verifyDownloadToken([NEW, OLD], before, lookup, issued)).toMatchObject({ ok: true, orderId: 5 });
    const after = signDownloadToken([NEW, OLD], order(5), issued);
    expect(await verifyDownloadToken([OLD], after, lookup, issued)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifyDownloadToken([NEW], before, lookup, issued)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuse tokens altered to name another order or a later expiry', async () => {
    const token = signDownloadToken([NEW], order(12), issued);
    order(13);
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const forged = { ok: false, reason: 'forged' };
    expect(await verifyDownloadToken([NEW], `13.${expiry}.${signature}`, lookup, issued)).toEqual(forged);
    expect(await verifyDownloadToken([NEW], `${id}.${Number(expiry) + DAY_MS}.${signature}`, lookup, issued)).toEqual(
      forged,
    );
    // A genuine signature for order 13 does not open order 12, even combined with its parts.
    const other = signDownloadToken([NEW], order(13), issued).split('.')[2];
    expect(await verifyDownloadToken([NEW], `${id}.${expiry}.${other}`, lookup, issued)).toEqual(forged);
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(await verifyDownloadToken([NEW], `${id}.${expiry}.${flipped}`, lookup, issued)).toEqual(forged);
  });

  it('an altered expired token is forged, not expired', async () => {
    const token = signDownloadToken([NEW], order(3), issued);
    order(4);
    expect(await verifyDownloadToken([NEW], token.replace(/^3\./, '4.'), lookup, later(8 * DAY_MS))).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('call anything malformed forged without throwing', async () => {
    const token = signDownloadToken([NEW], order(9), issued);
    const inputs: unknown[] = [
      '',
      'nonsense',
      '...',
      `${token}.`,
      `.${token}`,
      token.replace('.', '..'),
      ` ${token}`,
      `0${token}`,
      `-9${token.slice(1)}`,
      token.slice(0, -1),
      `${token}A`,
      'x'.repeat(10_000),
      `${'9'.repeat(40)}.1.${'a'.repeat(43)}`,
      '9.1.%2F%2F%2F',
      '9.99999999999999999999.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      null,
      undefined,
      42,
      { token },
      [token],
    ];
    for (const input of inputs) {
      expect(await verifyDownloadToken([NEW], input, lookup, issued), String(input)).toEqual({
        ok: false,
        reason: 'forged',
      });
    }
    expect(await verifyDownloadToken([], token, lookup, issued)).toEqual({ ok: false, reason: 'forged' });
  });

  it('open only the order they were made for, not another that later got its id (after a restore)', async () => {
    const lost = signDownloadToken([NEW], order(21, 'key-of-the-lost-order'), issued);
    expect(await verifyDownloadToken([NEW], lost, lookup, issued)).toMatchObject({ ok: true, orderId: 21 });
    order(21, 'key-of-the-next-order');
    expect(await verifyDownloadToken([NEW], lost, lookup, issued)).toEqual({ ok: false, reason: 'forged' });
    linkKeys.delete(21);
    expect(await verifyDownloadToken([NEW], lost, lookup, issued)).toEqual({ ok: false, reason: 'forged' });
  });

  it('made before orders had keys keep opening their order, and never one with a key', async () => {
    const legacy = signDownloadToken([NEW], order(22, ''), issued);
    expect(legacy.split('.')[1]).toBe(String(later(90 * DAY_MS).getTime()));
    expect(await verifyDownloadToken([NEW], legacy, lookup, issued)).toMatchObject({ ok: true, orderId: 22 });
    order(22, 'key-of-a-new-order-22');
    expect(await verifyDownloadToken([NEW], legacy, lookup, issued)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuse to sign for something that is not an order id', async () => {
    expect(() => signDownloadToken([NEW], order(0), issued)).toThrow(RangeError);
    expect(() => signDownloadToken([NEW], order(1.5), issued)).toThrow(RangeError);
  });

  it('give absolute links for e-mail and relative ones for pages', async () => {
    const files = [
      {
        id: '31',
        fileName: 'invitation.pdf',
        templateName: 'Invitation',
        format: 'pdf' as const,
        byteSize: 1200,
        collectionTitle: 'Blush',
        stage: 'template' as const,
      },
      {
        id: '32',
        fileName: 'invitation.jpg',
        templateName: 'Invitation',
        format: 'jpg' as const,
        byteSize: 900,
        collectionTitle: 'Blush',
        stage: 'template' as const,
      },
    ];
    const mail = downloadLinks([NEW], 'https://shop.example/', order(8), files, issued);
    const token = signDownloadToken([NEW], order(8), issued);
    expect(mail).toEqual({
      pageUrl: `https://shop.example/downloads/${token}`,
      zipUrl: `https://shop.example/downloads/${token}/zip`,
      coverUrl: null,
      expiresAt: later(90 * DAY_MS),
      files: [
        {
          id: '31',
          name: 'invitation.pdf',
          templateName: 'Invitation',
          format: 'pdf',
          url: `https://shop.example/downloads/${token}/files/31`,
          byteSize: 1200,
          collectionTitle: 'Blush',
          stage: 'template',
          thumbUrl: null,
        },
        {
          id: '32',
          name: 'invitation.jpg',
          templateName: 'Invitation',
          format: 'jpg',
          url: `https://shop.example/downloads/${token}/files/32`,
          byteSize: 900,
          collectionTitle: 'Blush',
          stage: 'template',
          thumbUrl: `https://shop.example/downloads/${token}/thumbs/32`,
        },
      ],
    });
    const page = downloadLinks([NEW], '', order(8), files, issued);
    expect(page.pageUrl).toBe(`/downloads/${token}`);
    expect(page.files.map((f) => f.url)).toEqual([`/downloads/${token}/files/31`, `/downloads/${token}/files/32`]);
  });
});
