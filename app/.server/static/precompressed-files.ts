import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { compressibleType, STORED_ENCODINGS, type StoredEncoding } from './compressible';

type Next = (error?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** Which files have copies is read once at start-up, then served by express.static (ETag, Range, HEAD). */
export function precompressedFiles(clientDir: string, serve: Middleware): Middleware {
  const copies = storedCopies(clientDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
    const [rawPath, query] = splitQuery(req.url);
    let pathname: string;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return next();
    }
    const stored = copies.get(pathname);
    if (!stored) return next();
    res.setHeader('Vary', withVary(res.getHeader('Vary')));
    const encoding = chosenEncoding(req.headers['accept-encoding'], stored);
    const originalUrl = req.url;
    if (encoding !== 'identity') {
      req.url = `${rawPath}${STORED_ENCODINGS.find((stored) => stored.encoding === encoding)!.suffix}${query}`;
      res.setHeader('Content-Encoding', encoding);
    }
    res.setHeader('Content-Type', compressibleType(pathname)!);
    serve(req, res, (error) => {
      // Removed since start-up: the request goes on as it came.
      req.url = originalUrl;
      if (!res.headersSent) {
        res.removeHeader('Content-Encoding');
        res.removeHeader('Content-Type');
      }
      next(error);
    });
  };
}

/** Brotli first on a tie; the file as it is when none is taken, or `identity` has a higher q. */
export function chosenEncoding(
  acceptEncoding: string | string[] | undefined,
  stored: ReadonlySet<StoredEncoding>,
): StoredEncoding | 'identity' {
  const q = qualities(Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? ''));
  const wildcard = q.get('*');
  const qualityOf = (encoding: string) =>
    q.get(encoding) ?? (encoding === 'identity' ? (wildcard === 0 ? 0 : Number.MIN_VALUE) : (wildcard ?? 0));
  let best: StoredEncoding | 'identity' = 'identity';
  let bestQ = -1;
  for (const encoding of [
    ...STORED_ENCODINGS.map((s) => s.encoding).filter((e) => stored.has(e)),
    'identity',
  ] as const) {
    const quality = qualityOf(encoding);
    if (quality > 0 && quality > bestQ) {
      best = encoding;
      bestQ = quality;
    }
  }
  return best;
}

function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) quality = Math.min(1, Number(match[1]) || 0);
    }
    q.set(name.trim().toLowerCase(), quality);
  }
  return q;
}

function splitQuery(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}

function withVary(current: number | string | string[] | undefined): string {
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === 'accept-encoding')) return values.join(', ');
  return [...values, 'Accept-Encoding'].join(', ');
}

function storedCopies(dir: string): Map<string, Set<StoredEncoding>> {
  const copies = new Map<string, Set<StoredEncoding>>();
  const walk = (folder: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.')) walk(full);
        continue;
      }
      if (!entry.isFile() || !compressibleType(entry.name)) continue;
      const stored = new Set(
        STORED_ENCODINGS.filter(({ suffix }) => names.has(entry.name + suffix)).map(({ encoding }) => encoding),
      );
      if (stored.size) copies.set(`/${path.relative(dir, full).split(path.sep).join('/')}`, stored);
    }
  };
  walk(dir);
  return copies;
}
