import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { get, killIfRunning, startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * server.mjs on SIGTERM: while it drains the requests in flight, /healthz answers 503, so the
 * platform's proxy stops sending it new requests; then it exits 0.
 */
let server: ServerProcess | undefined;
afterEach(async () => {
  await killIfRunning(server);
  server = undefined;
});

it('answers /healthz with 503 while it drains on SIGTERM, then exits 0', async () => {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
  expect(fs.existsSync(path.join(buildDir, 'server/index.js')), 'needs `npm run build` first').toBe(true);
  server = await startServer({ NODE_ENV: 'production', BUILD_DIR: buildDir }, { prepared: true });
  await server.waitFor(/is serving http:\/\/127\.0\.0\.1:\d+/);
  expect(await get(server.port, '/healthz')).toEqual({ status: 200 });

  // A health check whose request is still arriving when the signal comes (as the proxy's
  // connection would be): the server keeps the connection and answers it while it drains.
  const check = net.connect(server.port, '127.0.0.1');
  await new Promise((resolve) => check.once('connect', resolve));
  let answer = '';
  check.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise((resolve) => check.on('close', resolve));
  check.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n`);

  server.child.kill('SIGTERM');
  await server.waitFor(/SIGTERM: finishing the requests in flight/, 10_000);
  check.end('Connection: close\r\n\r\n');
  await closed;

  expect(answer).toMatch(/^HTTP\/1\.1 503 /);
  expect(answer.split('\r\n\r\n')[1]).toMatch(/^(8\r\n)?stopping/); // chunked or not
  expect(await server.exited).toBe(0);
});
