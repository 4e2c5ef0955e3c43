/**
 * A value as a CSS parser reads it, for the sanitiser to check and keep: comments removed and
 * escapes decoded. A browser parses presentation attributes and `style` as CSS, so `u\rl(…)` and
 * `u\72 l(…)` mean `url(…)` to it, and a comment can split a word the checks look for; checking
 * the raw text would miss them. What the sanitiser writes is this decoded form, so what it
 * checked is what any reader sees.
 *
 * Returns undefined when the decoded text could be read differently a second time (it holds a
 * backslash or a comment opener again, as `\5c 72` decodes to `\72`): such a value is refused
 * rather than decoded again.
 */
export function decodeCssValue(raw: string): string | undefined {
  const uncommented = raw.replace(/\/\*[\s\S]*?(?:\*\/|$)/gu, '');
  const decoded = uncommented.replace(
    /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([^\n\r\f]))/giu,
    (_all, hex: string | undefined, ch: string | undefined) => {
      if (!hex) return ch ?? '';
      const code = Number.parseInt(hex, 16);
      // CSS reads NUL, surrogates and numbers past Unicode as U+FFFD.
      return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff
        ? '\uFFFD'
        : String.fromCodePoint(code);
    },
  );
  if (decoded.includes('\\') || decoded.includes('/*')) return undefined;
  return decoded;
}
