/**
 * Comments removed and escapes decoded, as a browser's CSS parser reads it, so `u\72 l(…)` is checked
 * as `url(…)`. Undefined when decoding again would change it: such a value is refused.
 */
export function decodeCssValue(raw: string): string | undefined {
  const uncommented = raw.replace(/\/\*[\s\S]*?(?:\*\/|$)/gu, '');
  const decoded = uncommented.replace(
    /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([^\n\r\f]))/giu,
    (_all, hex: string | undefined, ch: string | undefined) => {
      if (!hex) return ch ?? '';
      const code = Number.parseInt(hex, 16);
      return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
        ? '\uFFFD'
        : String.fromCodePoint(code);
    },
  );
  if (decoded.includes('\\') || decoded.includes('/*')) return undefined;
  return decoded;
}
