import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { onlyBuiltFiles } from '~/.server/static/built-files';

/** Which requests reach the static-file handler: the build's files only, so pages cost no disk look-up. */
describe('onlyBuiltFiles', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-files-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  fs.writeFileSync(path.join(dir, 'with space.svg'), '<svg/>');
  const served: string[] = [];
  const passed: string[] = [];
  const handler = onlyBuiltFiles(dir, (req) => void served.push(req.url!));
  const ask = (url: string) => handler({ url } as IncomingMessage, {} as ServerResponse, () => void passed.push(url));

  it('hands the build’s files to the static handler, with or without a query', () => {
    for (const url of ['/assets/app-1a2b.css', '/robots.txt?v=2', '/with%20space.svg']) ask(url);
    expect(served).toEqual(['/assets/app-1a2b.css', '/robots.txt?v=2', '/with%20space.svg']);
  });

  it('passes pages, folders, unknown and malformed paths straight on', () => {
    served.length = 0;
    const urls = ['/', '/collections', '/assets', '/assets/', '/assets/missing.js', '/%E0%A4%A', '/../package.json'];
    for (const url of urls) ask(url);
    expect(served).toEqual([]);
    expect(passed).toEqual(urls);
  });
});
