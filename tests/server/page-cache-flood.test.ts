import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * Floods of made-up addresses against the page cache in the production server (issue 24, finding
 * 5): every public page kept `category`, `page`, `image` and `tab`, any value, and each new address
 * queued a brotli 11 + gzip 9 job with no bound. `/?page=N` from 6 clients for 10 s took a static
 * file's median from 38 ms to 2.1 s; 900 `/about?tab=N` pushed /, /collections and /about out.
 *
 * The floods are short and the machine is shared and small: the checks compare a flood with
 * another one measured the same way (relative), never with a fixed time.
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const CLIENTS = 6;
const FLOOD_MS = 4_000;
/** A small cache (PAGE_CACHE_MB), so that a few seconds of made-up addresses would fill it. */
const CACHE_MB = '4';

let server: ServerProcess;

beforeAll(async () => {
  expect(fs.existsSync(path.join(BUILD_DIR, 'server/index.js')), 'needs `npm run build` first (npm test does it)').toBe(
    true,
  );
  server = await startServer(
    {
      NODE_ENV: 'production',
      BUILD_DIR,
      SESSION_SECRET: 'page-cache-flood-session-secret-0123456789',
      PAGE_CACHE_MB: CACHE_MB,
    },
    { prepared: true },
  );
  await server.waitFor(/is serving http:\/\/127\.0\.0\.1:\d+/, 60_000);
}, 90_000);

afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (server) await server.exited;
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** A GET on a new connection: its status, X-Page-Cache and how long it took (ms). */
function get(target: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  return new Promise<{ status: number; cache: string | undefined; ms: number }>((resolve, reject) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: server.port,
        path: target,
        headers: { 'User-Agent': BROWSER, 'Accept-Encoding': 'gzip, br', ...headers },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            cache: response.headers['x-page-cache'] as string | undefined,
            ms: performance.now() - started,
          }),
        );
      },
    );
    request.on('error', reject);
  });
}

/** CLIENTS clients asking for `targetOf(0)`, `targetOf(1)`, … one after another each, for `ms`: how many were answered. */
async function flood(targetOf: (n: number) => string, headers: Record<string, string>, ms = FLOOD_MS) {
  const end = Date.now() + ms;
  let next = 0;
  let answered = 0;
  const client = async () => {
    while (Date.now() < end) {
      const reply = await get(targetOf(next++), headers);
      expect(reply.status).toBeLessThan(500);
      answered++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  return answered;
}

/** A static file asked for one after another while `during` runs: the median time of its answers (ms). */
async function staticMedianDuring(during: Promise<number>) {
  let done = false;
  const flooded = during.finally(() => (done = true));
  const times: number[] = [];
  while (!done) times.push((await get('/robots.txt')).ms);
  const answered = await flooded;
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times.at(-1)!, probes: times.length, answered };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Made-up addresses of the pages (a parameter the page does not read, or a value it does not accept). */
const madeUp = (n: number) =>
  [
    `/?page=${n}`,
    `/about?tab=${n}`,
    `/collections?page=${n + 1000}`,
    `/testimonials?page=${n + 1000}`,
    `/collections?category=made-up-${n}`,
    `/portfolio?page=${n + 1000}`,
  ][n % 6]!;

describe('the page cache under a flood of made-up addresses', () => {
  it('keeps a static file’s median within a few times its median during a flood of uncached pages', async () => {
    // Warm: the pages rendered once, the static file read once.
    for (const target of ['/', '/about', '/collections', '/testimonials', '/portfolio', '/robots.txt'])
      await get(target);

    // The same pages rendered for every request (a flash cookie: never cached), then made-up addresses.
    const pages = ['/', '/about', '/collections', '/testimonials', '/portfolio'];
    const uncached = await staticMedianDuring(flood((n) => pages[n % pages.length]!, { Cookie: 'flash=' }));
    const flooded = await staticMedianDuring(flood(madeUp, {}));
    console.log(
      `static file during ${FLOOD_MS} ms of ${CLIENTS} clients: uncached pages ${JSON.stringify(uncached)}, ` +
        `made-up addresses ${JSON.stringify(flooded)} (ms; load ${load()})`,
    );
    // Unbounded, the flood took the median from 38 ms to 2.1 s (55×). Bounded, made-up addresses
    // still cost a render and a background compression each, more than an uncached page: in four
    // full runs on a 2-core machine beside the deploy tests (load 4.7–6.7) the made-up flood's
    // median was 3.7–5.2 times the uncached one's (117–242 ms against 31–46), so 4× + 50 ms failed
    // once. 6× + 50 ms still refuses anything near the unbounded queue.
    expect(flooded.median).toBeLessThan(6 * uncached.median + 50);
  }, 60_000);

  it('does not push /, /collections and /about out of the cache', async () => {
    const pages = ['/', '/collections', '/about'];
    for (const page of pages) await get(page);
    for (const page of pages) expect((await get(page)).cache, page).toBe('hit');

    const answered = await flood(madeUp, {});
    console.log(`${answered} made-up addresses in ${FLOOD_MS} ms (load ${load()})`);
    for (const page of pages) expect((await get(page)).cache, page).toBe('hit');
    // A made-up address with a value the page does not accept is answered, and not kept.
    for (const target of ['/collections?page=999', '/collections?category=made-up']) {
      await get(target);
      expect((await get(target)).cache, target).toBe('pass');
    }
    expect((await get('/about?tab=999999')).cache).toBe('hit');
  }, 60_000);
});
