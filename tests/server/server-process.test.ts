import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  countMatches,
  get,
  killIfRunning,
  openHandlesOn,
  startServer,
  type Answer,
  type ServerProcess,
} from '../unit/support/server-process';

/**
 * server.mjs as a process: start-up happens once, in boot(); hot reload in development opens no
 * second database connection and starts no second timer; SIGTERM lets in-flight requests finish.
 */
let server: ServerProcess | undefined;
afterEach(async () => {
  await killIfRunning(server);
  server = undefined;
});

const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;

describe('development server', () => {
  it('keeps one database connection and one timer across two edits of a server module', async () => {
    server = await startServer({ NODE_ENV: 'development' }, { prepared: true });
    await server.waitFor(SERVING);
    expect(await get(server.port, '/collections')).toEqual({ status: 200 });

    const module = path.resolve('app/.server/collections/collections.ts');
    const source = fs.readFileSync(module);
    const { atime, mtime } = fs.statSync(module);
    try {
      for (const edit of [1, 2]) {
        // Saving the file unchanged is an edit as far as Vite's watcher is concerned.
        fs.writeFileSync(module, source);
        await server.waitFor(
          new RegExp(`(page reload app/\\.server/collections/collections\\.ts[\\s\\S]*){${edit}}`),
          20_000,
        );
        expect(await get(server.port, '/collections')).toEqual({ status: 200 });
      }
    } finally {
      // Its old time back: otherwise the build looks older than the sources, and the commands that
      // build when it is (npm start, scripts/ops.mjs) would build again during later tests.
      fs.utimesSync(module, atime, mtime);
    }
    const handles = openHandlesOn(server.child.pid!, path.join(server.dataDir, 'studio.sqlite'));
    if (handles !== null) expect(handles).toBe(1);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.output();
    expect(countMatches(log, /Database \(sqlite\): connected/)).toBe(1);
    expect(countMatches(log, /Timer: started/)).toBe(1);
    expect(countMatches(log, /Stopped: timer cleared, database \(sqlite\) closed/)).toBe(1);
  }, 90_000);
});

describe('production server', () => {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');

  it('sends nosniff with every response, and HSTS when the site is on https', async () => {
    server = await startServer(
      { NODE_ENV: 'production', BUILD_DIR: buildDir, SITE_URL: 'https://shop.example.test' },
      { prepared: true },
    );
    await server.waitFor(SERVING);
    const asset = fs.readdirSync(path.join(buildDir, 'client/assets')).find((name) => name.endsWith('.css'))!;
    // A page, single fetch's data, a file from the public folder, a built asset, a 404, a refused post.
    for (const [method, pathname] of [
      ['GET', '/'],
      ['GET', '/collections.data'],
      ['GET', '/favicon.svg'],
      ['GET', `/assets/${asset}`],
      ['GET', '/no-such-page'],
      ['POST', '/healthz'],
    ] as const) {
      const headers = await headersOf(server.port, method, pathname);
      expect(headers['x-content-type-options'], `${method} ${pathname}`).toBe('nosniff');
      expect(headers['strict-transport-security'], `${method} ${pathname}`).toBe('max-age=31536000; includeSubDomains');
    }
  }, 60_000);

  it('finishes the requests in flight on SIGTERM, then exits 0', async () => {
    expect(
      fs.existsSync(path.join(buildDir, 'server/index.js')),
      'needs `npm run build` first (npm test does it)',
    ).toBe(true);
    server = await startServer({ NODE_ENV: 'production', BUILD_DIR: buildDir }, { prepared: true });
    await server.waitFor(SERVING);
    const { port } = server;

    // A post whose body is still arriving when the signal comes.
    const body = 'name=Asha&email=asha%40example.test&message=' + 'a'.repeat(2_000);
    const slow = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => slow.once('connect', resolve));
    let slowAnswer = '';
    slow.on('data', (chunk) => (slowAnswer += chunk.toString()));
    const slowClosed = new Promise((resolve) => slow.on('close', resolve));
    slow.write(
      `POST /contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 100)}`,
    );

    // And load: ten clients asking for pages one after another.
    let running = true;
    let signalled = false;
    const answers: Array<Answer & { afterSignal: boolean }> = [];
    const clients = Array.from({ length: 10 }, async () => {
      while (running) {
        const sentAfterSignal = signalled;
        answers.push({ ...(await get(port, '/collections')), afterSignal: sentAfterSignal || signalled });
      }
    });
    // The load is on: pages are coming back.
    while (answers.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));

    signalled = true;
    server.child.kill('SIGTERM');
    await server.waitFor(/SIGTERM: finishing the requests in flight/, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.end(body.slice(100));
    await slowClosed;
    running = false;
    await Promise.all(clients);

    // The post that was still arriving was answered in full.
    expect(slowAnswer).toMatch(/^HTTP\/1\.1 (200|302|400) /);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped: timer cleared, database (sqlite) closed');
    // Before the signal every page came; after it, a page either came whole or its connection was
    // refused before the request got in. No answer was cut off.
    expect(answers.filter((answer) => !answer.afterSignal && !('status' in answer && answer.status === 200))).toEqual(
      [],
    );
    expect(answers.filter((answer) => 'cutOff' in answer)).toEqual([]);
    expect(answers.filter((answer) => 'status' in answer && answer.status !== 200)).toEqual([]);
  }, 90_000);
});

/** The response headers of one request (a repeated header would show as a comma-joined value). */
function headersOf(port: number, method: string, pathname: string): Promise<http.IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path: pathname, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.headers));
    });
    request.on('error', reject);
    request.end();
  });
}
