import crypto from 'node:crypto';

/** Letters that cannot be misheard or misread for one another (no i, l, o, 0, 1). */
const LETTERS = 'abcdefghjkmnpqrstuvwxyz23456789';
const SUFFIX_LENGTH = 4;
const MAX_NAMES_LENGTH = 24;

/** The couple's names as the address shows them: Latin letters and digits, words joined by hyphens. */
export function namesPart(coupleNames: string): string {
  const words = coupleNames
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && word !== 'and');
  let part = '';
  for (const word of words) {
    const next = part ? `${part}-${word}` : word;
    if (next.length > MAX_NAMES_LENGTH) break;
    part = next;
  }
  return part || 'wedding';
}

/** `meera-arjun-7kq2`: easy to read aloud, and the random end keeps it from being guessed from the names. */
export function siteAddressFor(
  coupleNames: string,
  randomBytes: (size: number) => Buffer = crypto.randomBytes,
): string {
  const bytes = randomBytes(SUFFIX_LENGTH);
  const suffix = Array.from(bytes, (byte) => LETTERS[byte % LETTERS.length]).join('');
  return `${namesPart(coupleNames)}-${suffix}`;
}

/** A site address as a URL may carry it, or null for anything that cannot be one. */
export function parseSiteAddress(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+){0,12}$/.test(value) && value.length <= 40
    ? value
    : null;
}
