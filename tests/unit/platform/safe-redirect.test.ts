import { describe, expect, it } from 'vitest';
import { MAX_REDIRECT_LENGTH, safeRedirect } from '~/lib/safe-redirect';

const FALLBACK = '/fallback';

/** Known ways to leave a site through a "local path" check; each must land on the fallback. */
const bypasses: [string, unknown][] = [
  ['protocol-relative', '//evil.example/x'],
  ['three slashes', '///evil.example/x'],
  ['four slashes', '////evil.example'],
  ['backslash after the slash', '/\\evil.example'],
  ['slash, backslash, slash', '/\\/evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['a backslash further on', '/ok\\..\\\\evil.example'],
  ['a tab after the slash (the reported finding)', '/\t/evil.example/x'],
  ['a newline after the slash (the 500)', '/\n/evil.example/x'],
  ['a carriage return after the slash', '/\r/evil.example'],
  ['CRLF header injection', '/x\r\nSet-Cookie: a=b'],
  ['a tab between the slashes', '/\t\t/evil.example'],
  ['a leading tab', '\t//evil.example'],
  ['a NUL', '/x\u0000'],
  ['DEL', '/\u007f/evil.example'],
  ['a C1 control (NEL)', '/\u0085/evil.example'],
  ['the unicode line separator', '/\u2028/evil.example'],
  ['the unicode paragraph separator', '/\u2029/evil.example'],
  ['a full-width solidus', '/\uff0fevil.example'],
  ['a full-width reverse solidus', '/\uff3cevil.example'],
  ['a right-to-left override', '/\u202eelpmaxe.live//'],
  ['a space after the slash', '/ /evil.example'],
  ['a dot segment before two slashes', '/.//evil.example'],
  ['a parent segment before two slashes', '/a/..//evil.example'],
  ['an encoded-dot segment before two slashes', '/%2e//evil.example'],
  ['an absolute http URL', 'http://evil.example/x'],
  ['an absolute https URL', 'https://evil.example'],
  ['a scheme without slashes', 'https:evil.example'],
  ['a scheme with one slash', 'http:/evil.example'],
  ['javascript:', 'javascript:alert(1)'],
  ['data:', 'data:text/html,<script>alert(1)</script>'],
  ['a bare host', 'evil.example'],
  ['a relative path', 'checkout'],
  ['a leading space', ' /checkout'],
  ['empty', ''],
  ['overlong', `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
  ['not a string', 42],
  ['null', null],
  ['undefined', undefined],
  ['a File', new File(['/x'], 'x.txt')],
];

/** Paths of the shop that must come back exactly as given. */
const legit = [
  '/',
  '/checkout',
  '/account/orders',
  '/collections/3',
  '/collections/3?tab=included#details',
  '/portfolio?category=Baby+Shower',
  '/portfolio?category=Baby%20Shower',
  '/login?redirectTo=%2Faccount%2Forders',
  '/search?q=a%20b&next=%2F%2Fevil.example',
  '/checkout?next=//evil.example',
  '/%2F%2Fevil.example',
  '/%09/evil.example/x',
  '/caf%C3%A9',
  '/a/b/',
  '/@evil.example',
  `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`,
];

describe('safeRedirect', () => {
  it.each(bypasses)('refuses %s', (_case, to) => {
    expect(safeRedirect(to, FALLBACK)).toBe(FALLBACK);
  });

  it.each(legit)('keeps %s exactly as it is', (to) => {
    expect(safeRedirect(to, FALLBACK)).toBe(to);
  });

  it("falls back to '/' when no fallback is given", () => {
    expect(safeRedirect('//evil.example')).toBe('/');
  });

  it('never returns a value that resolves off-site or that Node could not send in a Location header', () => {
    // Every code point a hand-made value could put after the first slash.
    for (let code = 0; code <= 0xffff; code++) {
      const to = `/${String.fromCharCode(code)}/evil.example`;
      const kept = safeRedirect(to, FALLBACK);
      if (kept === FALLBACK) continue;
      expect(new URL(kept, 'https://shop.example').origin).toBe('https://shop.example');
      expect(kept).toMatch(/^[\x21-\x7e]+$/);
    }
  });
});
