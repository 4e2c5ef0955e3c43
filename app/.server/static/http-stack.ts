import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { onlyBuiltFiles } from './built-files';
import { precompressedFiles, type Middleware } from './precompressed-files';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const PUBLIC_FILES = 'public, max-age=3600';

/** Before `dynamicCompression`, so a static file is never compressed per request. */
export function staticFiles(clientDir: string): Middleware[] {
  const assetsDir = path.join(clientDir, 'assets') + path.sep;
  const serve = express.static(clientDir, {
    cacheControl: false,
    setHeaders: (res, file) => res.setHeader('Cache-Control', file.startsWith(assetsDir) ? IMMUTABLE : PUBLIC_FILES),
  }) as Middleware;
  return [precompressedFiles(clientDir, serve), onlyBuiltFiles(clientDir, serve)];
}

export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;

/** A response already carrying Content-Encoding is passed on as it is. */
export function dynamicCompression(): Middleware {
  return compression({
    level: DYNAMIC_GZIP_LEVEL,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
  }) as Middleware;
}
