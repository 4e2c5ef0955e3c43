import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killIfRunning, startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * The names preview image through the production server: its refusals, headers and revalidation
 * as a browser gets them (moved here from the browser tests: no page is involved). The rules
 * themselves are in tests/unit/designs/names-preview.test.ts.
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const COLLECTION = 4;

let server: ServerProcess | undefined;
let base = '';
beforeAll(async () => {
  server = await startServer({ NODE_ENV: 'production', BUILD_DIR }, { prepared: true });
  await server.waitFor(/is serving http:\/\/127\.0\.0\.1:\d+/);
  base = `http://127.0.0.1:${server.port}`;
});
afterAll(() => killIfRunning(server));

describe('the preview image on the production server', () => {
  it('refuses what it cannot draw with a short message, never a 500; answers a 304 to its ETag', async () => {
    const refused = await fetch(`${base}/collections/${COLLECTION}/preview.webp?names=${'x'.repeat(5000)}`);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('Names must be at most 80 characters');
    expect((await fetch(`${base}/collections/999999/preview.webp`)).status).toBe(404);
    const first = await fetch(`${base}/collections/${COLLECTION}/preview.webp?names=Asha`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toMatch(/^public, max-age=/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    await first.arrayBuffer();
    const again = await fetch(`${base}/collections/${COLLECTION}/preview.webp?names=Asha`, {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });
});
