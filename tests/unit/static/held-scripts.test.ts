import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { heldScripts } from '~/.server/static/held-scripts';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><p>Aisha &amp; Nikhil — ñ ✿</p>' +
  '<link rel="modulepreload" href="/assets/entry.client.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script nonce="abc">window.__remixContext = {};</script>' +
  '<script nonce="abc" type="module" async="">import * as route0 from "/assets/root.js";</script>' +
  '<p>&lt;link rel="modulepreload"</p></body></html>';

/** What the stream writes, the release script's text aside (checked by the browser tests). */
const held = page
  .replaceAll('<link rel="modulepreload"', '<link data-held-rel="modulepreload"')
  .replace(' type="module" async="">', ' type="text/x-held-module" async="">')
  .replace('</body>', '<script nonce="abc">RELEASE</script></body>');

const RELEASE_SCRIPT = /(<script nonce="abc">)\(function \(\) \{[\s\S]*?\}\)\(\);(<\/script><\/body>)/;

/** The page written through the stream in pieces of `size` bytes, as React's writes arrive. */
async function through(size: number, html = page): Promise<string> {
  const bytes = Buffer.from(html);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  const written = await text(Readable.from(pieces).pipe(heldScripts('abc')));
  return written.replace(RELEASE_SCRIPT, '$1RELEASE$2');
}

describe('a page’s scripts, held until it has loaded', () => {
  it('lose their preloads’ rel and their module type, get the page’s release script, and nothing else changes', async () => {
    expect(await through(page.length)).toBe(held);
    expect(held.match(/data-held-rel="modulepreload"/g)).toHaveLength(2);
    expect(held).not.toContain('<link rel="modulepreload"');
    expect(held).not.toContain('type="module"');
  });

  it('are found however the page is cut into writes, one byte at a time included', async () => {
    for (const size of [1, 2, 3, 7, 13, 23, 24, 25, 26, 64, 100]) expect(await through(size)).toBe(held);
  });

  it('leave a page without them as it was', async () => {
    const plain = '<p>a < b, and <link rel="modulepre</p><p> type="module" async=</p></bod';
    for (const size of [1, 5, plain.length]) expect(await through(size, plain)).toBe(plain);
  });
});
