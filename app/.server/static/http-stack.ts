import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { onlyBuiltFiles } from './built-files';
import { precompressedFiles, type Middleware } from './precompressed-files';

/** Built assets have content-hashed names: a name never changes its bytes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The public folder's files (favicon, robots.txt, artwork) keep their names across deploys. */
const PUBLIC_FILES = 'public, max-age=3600';

/**
 * The production server's static files (server.mjs), in front of everything else: the client
 * build's files, each sent as the build compressed it when the client takes that
 * (./precompressed-files.ts), else as it is. A file is never compressed per request: these
 * handlers come before `dynamicCompression`. A request for anything else (a page) passes them
 * without touching the disk.
 */
export function staticFiles(clientDir: string): Middleware[] {
  const assetsDir = path.join(clientDir, 'assets') + path.sep;
  const serve = express.static(clientDir, {
    cacheControl: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', file.startsWith(assetsDir) ? IMMUTABLE : PUBLIC_FILES),
  }) as Middleware;
  return [precompressedFiles(clientDir, serve), onlyBuiltFiles(clientDir, serve)];
}

/** Brotli quality for pages and data, made per request: near gzip's speed, smaller than gzip 6. */
export const DYNAMIC_BROTLI_QUALITY = 4;
/** Gzip level for pages and data, made per request. */
export const DYNAMIC_GZIP_LEVEL = 6;

/**
 * Compression of what is made per request (pages, data, the app's own files): brotli at a cheap
 * quality, else gzip. A response that already has a Content-Encoding (a page kept compressed, a
 * precompressed file) is passed on as it is. Streams are flushed by the app when they pause
 * (../http/stream-body.ts), not after every chunk.
 */
export function dynamicCompression(): Middleware {
  return compression({
    level: DYNAMIC_GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  }) as Middleware;
}
