import fs from 'node:fs';
import path from 'node:path';
import type { Middleware } from './precompressed-files';

/** The client build never changes while running, so its file list is read once: no `stat` per page. */
export function onlyBuiltFiles(clientDir: string, serve: Middleware): Middleware {
  const files = webPathsUnder(clientDir);
  return (req, res, next) => {
    const pathname = (req.url ?? '').split('?')[0]!;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return next();
    }
    if (files.has(decoded)) serve(req, res, next);
    else next();
  };
}

function webPathsUnder(dir: string): Set<string> {
  const paths = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) paths.add(`/${path.relative(dir, full).split(path.sep).join('/')}`);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return paths;
}
