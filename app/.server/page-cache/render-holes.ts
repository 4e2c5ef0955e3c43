import crypto from 'node:crypto';

/**
 * Per-response secrets (CSP nonce, form tokens) are rendered as placeholders filled per serve. The
 * marker is random per start, so no visitor can write one into content.
 */
const MARKER = `pqhole${crypto.randomBytes(12).toString('hex')}`;

export const NONCE_HOLE = `${MARKER}_nonce_`;
const FORM_NAME = /^[a-z]{1,30}$/;

function tokenHole(form: string): string {
  if (!FORM_NAME.test(form)) throw new Error(`A form's name is lower-case letters: ${form}`);
  return `${MARKER}_token_${form}_`;
}

const HOLE = new RegExp(`${MARKER}_(?:nonce|token_([a-z]{1,30}))_`, 'g');

export interface CacheRender {
  nonce: string;
  formToken(form: string): string;
  viewPath?: string | null;
  failed?: boolean;
  refused?: boolean;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    cacheRender?: CacheRender;
  }
}

export function newCacheRender(): CacheRender {
  return { nonce: NONCE_HOLE, formToken: tokenHole };
}

export type Part = Buffer | { hole: 'nonce' } | { hole: 'token'; form: string };

export const hasHoles = (text: string) => text.includes(MARKER);

/** A marker this module does not know: never kept. */
export const hasStrayMarker = (parts: Part[]) => parts.some((part) => Buffer.isBuffer(part) && part.includes(MARKER));

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

export const fillText = (text: string, values: HoleValues) =>
  text.replace(HOLE, (_hole, form: string | undefined) => (form ? values.token(form) : values.nonce));
