import { describe, expect, it } from 'vitest';
import {
  DOWNLOAD_LINK_DAYS,
  DOWNLOAD_LINK_TTL_MS,
  downloadLinks,
  signDownloadToken,
  verifyDownloadToken,
} from '~/.server/downloads/links';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);
const issued = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(issued.getTime() + ms);
const DAY_MS = 24 * 60 * 60 * 1000;

describe('download links', () => {
  it('last seven days', () => {
    expect(DOWNLOAD_LINK_DAYS).toBe(7);
    expect(DOWNLOAD_LINK_TTL_MS).toBe(7 * DAY_MS);
  });

  it('carry the order id and expiry in a URL-safe token', () => {
    const token = signDownloadToken([NEW], 42, issued);
    expect(token).toMatch(/^[A-Za-z0-9._-]+$/);
    expect(encodeURIComponent(token)).toBe(token);
    expect(verifyDownloadToken([NEW], token, issued)).toEqual({ ok: true, orderId: 42, expiresAt: later(7 * DAY_MS) });
  });

  it('work until the instant seven days after signing, and not from then on', () => {
    const token = signDownloadToken([NEW], 7, issued);
    expect(verifyDownloadToken([NEW], token, later(7 * DAY_MS - 1)).ok).toBe(true);
    expect(verifyDownloadToken([NEW], token, later(7 * DAY_MS))).toEqual({ ok: false, reason: 'expired' });
    expect(verifyDownloadToken([NEW], token, later(30 * DAY_MS))).toEqual({ ok: false, reason: 'expired' });
  });

  it('are signed with the first secret and verified with any of them, so secrets can rotate', () => {
    const before = signDownloadToken([OLD], 5, issued);
    expect(verifyDownloadToken([NEW, OLD], before, issued)).toMatchObject({ ok: true, orderId: 5 });
    const after = signDownloadToken([NEW, OLD], 5, issued);
    expect(verifyDownloadToken([OLD], after, issued)).toEqual({ ok: false, reason: 'forged' });
    expect(verifyDownloadToken([NEW], before, issued)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuse tokens altered to name another order or a later expiry', () => {
    const token = signDownloadToken([NEW], 12, issued);
    const [id, expiry, signature] = token.split('.') as [string, string, string];
    const forged = { ok: false, reason: 'forged' };
    expect(verifyDownloadToken([NEW], `13.${expiry}.${signature}`, issued)).toEqual(forged);
    expect(verifyDownloadToken([NEW], `${id}.${Number(expiry) + DAY_MS}.${signature}`, issued)).toEqual(forged);
    // A genuine signature for order 13 does not open order 12, even combined with its parts.
    const other = signDownloadToken([NEW], 13, issued).split('.')[2];
    expect(verifyDownloadToken([NEW], `${id}.${expiry}.${other}`, issued)).toEqual(forged);
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(verifyDownloadToken([NEW], `${id}.${expiry}.${flipped}`, issued)).toEqual(forged);
  });

  it('an altered expired token is forged, not expired', () => {
    const token = signDownloadToken([NEW], 3, issued);
    expect(verifyDownloadToken([NEW], token.replace(/^3\./, '4.'), later(8 * DAY_MS))).toEqual({
      ok: false,
      reason: 'forged',
    });
  });

  it('call anything malformed forged without throwing', () => {
    const token = signDownloadToken([NEW], 9, issued);
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
      expect(verifyDownloadToken([NEW], input, issued), String(input)).toEqual({ ok: false, reason: 'forged' });
    }
    expect(verifyDownloadToken([], token, issued)).toEqual({ ok: false, reason: 'forged' });
  });

  it('refuse to sign for something that is not an order id', () => {
    expect(() => signDownloadToken([NEW], 0, issued)).toThrow(RangeError);
    expect(() => signDownloadToken([NEW], 1.5, issued)).toThrow(RangeError);
  });

  it('give absolute links for e-mail and relative ones for pages', () => {
    const files = [
      {
        id: '31',
        fileName: 'invitation.pdf',
        templateName: 'Invitation',
        format: 'pdf' as const,
        byteSize: 1200,
        collectionTitle: 'Blush',
      },
      {
        id: '32',
        fileName: 'invitation.jpg',
        templateName: 'Invitation',
        format: 'jpg' as const,
        byteSize: 900,
        collectionTitle: 'Blush',
      },
    ];
    const mail = downloadLinks([NEW], 'https://shop.example/', 8, files, issued);
    const token = signDownloadToken([NEW], 8, issued);
    expect(mail).toEqual({
      pageUrl: `https://shop.example/downloads/${token}`,
      zipUrl: `https://shop.example/downloads/${token}/zip`,
      expiresAt: later(7 * DAY_MS),
      files: [
        {
          id: '31',
          name: 'invitation.pdf',
          templateName: 'Invitation',
          format: 'pdf',
          url: `https://shop.example/downloads/${token}/files/31`,
          byteSize: 1200,
          collectionTitle: 'Blush',
        },
        {
          id: '32',
          name: 'invitation.jpg',
          templateName: 'Invitation',
          format: 'jpg',
          url: `https://shop.example/downloads/${token}/files/32`,
          byteSize: 900,
          collectionTitle: 'Blush',
        },
      ],
    });
    const page = downloadLinks([NEW], '', 8, files, issued);
    expect(page.pageUrl).toBe(`/downloads/${token}`);
    expect(page.files.map((f) => f.url)).toEqual([`/downloads/${token}/files/31`, `/downloads/${token}/files/32`]);
  });
});
