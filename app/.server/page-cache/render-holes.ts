import crypto from 'node:crypto';
import type { VisitorPartMarks } from '~/components/storefront/visitor-part';
import type { Piece } from './spliced-gzip';

/**
 * Per-response secrets (CSP nonce, form tokens) and what differs per visitor on a public page (the
 * header's user menu and cart, and the same in the page's data) are rendered as placeholders filled
 * per serve. The marker is random per start, so no visitor can write one into content.
 */
const MARKER = `pqhole${crypto.randomBytes(12).toString('hex')}`;

export const NONCE_HOLE = `${MARKER}_nonce_`;
/** The visitor's data as a JSON string in the page's data (`visitor.ts`); a string, so filling it moves nothing else. */
export const VISITOR_HOLE = `${MARKER}_visitor_`;
const NAME = /^[a-z]{1,30}$/;

function named(kind: 'token' | 'part' | 'from' | 'to', name: string): string {
  if (!NAME.test(name)) throw new Error(`A hole's name is lower-case letters: ${name}`);
  return `${MARKER}_${kind}_${name}_`;
}

/**
 * In the data the visitor's string is quoted once (`.data`) or, inside the document's script, quoted
 * and escaped again.
 */
const HOLE = new RegExp(
  String.raw`(\\?)"${VISITOR_HOLE}\1"|${MARKER}_(?:nonce|token_([a-z]{1,30})|part_([a-z]{1,30}))_`,
  'g',
);
const MARKS = new RegExp(String.raw`${MARKER}_(from|to)_([a-z]{1,30})_`, 'g');

export interface CacheRender {
  nonce: string;
  formToken(form: string): string;
  /** How the header's visitor parts render: holes in a page kept for everyone, or marked in one visitor's. */
  visitorParts?: VisitorPartMarks;
  viewPath?: string | null;
  failed?: boolean;
  refused?: boolean;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    cacheRender?: CacheRender;
  }
}

export function newCacheRender(visitorParts?: VisitorPartMarks['kind']): CacheRender {
  const render: CacheRender = { nonce: NONCE_HOLE, formToken: (form) => named('token', form) };
  if (visitorParts === 'holes') render.visitorParts = { kind: 'holes', hole: (name) => named('part', name) };
  if (visitorParts === 'marked') {
    render.visitorParts = { kind: 'marked', from: (name) => named('from', name), to: (name) => named('to', name) };
  }
  return render;
}

export type Hole =
  | { hole: 'nonce' }
  | { hole: 'token'; form: string }
  | { hole: 'visitor'; escaped: boolean }
  | { hole: 'part'; name: string };
export type Part = Buffer | Hole;

export const hasHoles = (text: string) => text.includes(MARKER);

/** A marker this module does not know: never kept. */
export const hasStrayMarker = (parts: Part[]) => parts.some((part) => Buffer.isBuffer(part) && part.includes(MARKER));

/** A match of HOLE: the whole, then its groups (the escape, a form's name, a part's name). */
function holeOf(match: readonly (string | undefined)[]): Hole {
  if (match[0]?.endsWith('"')) return { hole: 'visitor', escaped: match[1] === '\\' };
  if (match[2]) return { hole: 'token', form: match[2] };
  if (match[3]) return { hole: 'part', name: match[3] };
  return { hole: 'nonce' };
}

export function partsOf(text: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of text.matchAll(HOLE)) {
    parts.push(Buffer.from(text.slice(last, match.index)));
    parts.push(holeOf(match));
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(last)));
  return parts;
}

/** The visitor parts of a marked render, by name; null unless each is there once, whole. */
export function markedParts(text: string): Map<string, string> | null {
  const found = new Map<string, string>();
  let open: { name: string; at: number } | null = null;
  for (const match of text.matchAll(MARKS)) {
    const [, kind, name = ''] = match;
    if (kind === 'from' && !open && !found.has(name)) open = { name, at: match.index + match[0].length };
    else if (kind === 'to' && open?.name === name) {
      found.set(name, text.slice(open.at, match.index));
      open = null;
    } else return null;
  }
  return open ? null : found;
}

export const withoutMarks = (text: string) => text.replace(MARKS, '');

/** One visitor's values: their data and header parts are there only on a page kept with visitor holes. */
export interface Visitor {
  json: string;
  parts: ReadonlyMap<string, Piece>;
}

export interface HoleValues {
  nonce: string;
  token(form: string): string;
  visitor?: Visitor;
}

export function freshValues(issueToken: (form: string) => string, visitor?: Visitor): HoleValues {
  const tokens = new Map<string, string>();
  return {
    nonce: crypto.randomBytes(16).toString('base64'),
    token(form) {
      let token = tokens.get(form);
      if (!token) tokens.set(form, (token = issueToken(form)));
      return token;
    },
    visitor,
  };
}

/** As Remix writes a string into the document's script: JSON in a JSON string, `<`, `>` and `&` escaped. */
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};
const inScript = (json: string) =>
  JSON.stringify(json)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (char) => ESCAPES[char]!);

function visitorOf(values: HoleValues): Visitor {
  if (!values.visitor) throw new Error('A page with visitor holes is filled for a visitor');
  return values.visitor;
}

export function valueOf(hole: Hole, values: HoleValues): Buffer {
  switch (hole.hole) {
    case 'nonce':
      return Buffer.from(values.nonce);
    case 'token':
      return Buffer.from(values.token(hole.form));
    case 'visitor': {
      const quoted = JSON.stringify(visitorOf(values).json);
      return Buffer.from(hole.escaped ? inScript(quoted) : quoted);
    }
    case 'part': {
      const part = visitorOf(values).parts.get(hole.name);
      if (!part) throw new Error(`No visitor part named ${hole.name}`);
      return part.identity;
    }
  }
}

export function fillParts(parts: Part[], values: HoleValues): Buffer {
  return Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : valueOf(part, values))));
}

export const fillText = (text: string, values: HoleValues) =>
  text.replace(HOLE, (...match: (string | undefined)[]) => valueOf(holeOf(match), values).toString());
