import crypto from 'node:crypto';

/**
 * Holes: what a cached page must never hand to two visitors. A page rendered for the cache gets
 * placeholders instead of its per-response secrets — the CSP nonce of its inline scripts
 * (entry.server.tsx) and the one-time form token of /contact's and /testimonials' forms
 * (../form-token.ts) — and each serve fills them with fresh values. A page with no form keeps no
 * nonce hole either: its inline scripts are allowed by their hashes instead (./script-hashes.ts),
 * so it is the same bytes for everyone and is kept compressed.
 *
 * A placeholder is a marker made at start-up (random, so no visitor can write one into content
 * that a page shows) and a name, in letters, digits and underscores only: HTML, JSON and the
 * turbo-stream of a data response all carry it as it is.
 */
const MARKER = `pqhole${crypto.randomBytes(12).toString('hex')}`;

export const NONCE_HOLE = `${MARKER}_nonce_`;
const FORM_NAME = /^[a-z]{1,30}$/;

/** The placeholder of `form`'s token. */
function tokenHole(form: string): string {
  if (!FORM_NAME.test(form)) throw new Error(`A form's name is lower-case letters: ${form}`);
  return `${MARKER}_token_${form}_`;
}

const HOLE = new RegExp(`${MARKER}_(?:nonce|token_([a-z]{1,30}))_`, 'g');

/** What a render for the cache is told (the load context's `cacheRender`), and what it tells back. */
export interface CacheRender {
  /** The nonce the page's scripts and its CSP carry: a hole. */
  nonce: string;
  /** A form's token: a hole. */
  formToken(form: string): string;
  /** Set by entry.server.tsx: the path a view of this page is counted under (null: none). */
  viewPath?: string | null;
  /** Set by entry.server.tsx when rendering failed after the status was sent: never kept. */
  failed?: boolean;
  /** Set by a loader when the address has a value the page does not accept (./accepted-values.ts): never kept. */
  refused?: boolean;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Set by the page cache (./page-cache.ts) when this render may be kept for other visitors. */
    cacheRender?: CacheRender;
  }
}

export function newCacheRender(): CacheRender {
  return { nonce: NONCE_HOLE, formToken: tokenHole };
}

/** A stored page's body: text as it is, and holes. */
export type Part = Buffer | { hole: 'nonce' } | { hole: 'token'; form: string };

/** True when `text` has a hole anywhere (or a stray marker). */
export const hasHoles = (text: string) => text.includes(MARKER);

/** True when a marker is left in the text between holes (a hole this module does not know): never kept. */
export const hasStrayMarker = (parts: Part[]) => parts.some((part) => Buffer.isBuffer(part) && part.includes(MARKER));

/** `text` cut at its holes. */
export function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(HOLE)) {
    parts.push(Buffer.from(text.slice(last, match.index)));
    parts.push(match[1] ? { hole: 'token', form: match[1] } : { hole: 'nonce' });
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(last)));
  return parts;
}

/** Fresh values for one serve: one nonce, and one token per form (the same in the HTML and its data). */
export interface HoleValues {
  nonce: string;
  token(form: string): string;
}

export function freshValues(issueToken: (form: string) => string): HoleValues {
  const tokens = new Map<string, string>();
  return {
    nonce: crypto.randomBytes(16).toString('base64'),
    token(form) {
      let token = tokens.get(form);
      if (!token) tokens.set(form, (token = issueToken(form)));
      return token;
    },
  };
}

export function fillParts(parts: Part[], values: HoleValues): Buffer {
  return Buffer.concat(
    parts.map((part) =>
      Buffer.isBuffer(part) ? part : Buffer.from(part.hole === 'nonce' ? values.nonce : values.token(part.form)),
    ),
  );
}

/** A header (the CSP) with its holes filled. */
export const fillText = (text: string, values: HoleValues) =>
  text.replace(HOLE, (_hole, form: string | undefined) => (form ? values.token(form) : values.nonce));
