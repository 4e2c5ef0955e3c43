// The web server: Express for static files (sent as the build compressed them), compression of
// pages and data, and the log, then the app's front door in front of Remix's request handler. It
// is what remix-serve does, plus what remix-serve cannot: an explicit start-up (boot:
// configuration, migrations, sample content, files, the timer; the template files once it
// listens) whose services every request gets as `context.services`; the front door
// (app/.server/http/front-door.ts), which refuses what no route takes and reads every body with a
// byte cap before Remix sees it; and a graceful stop on SIGTERM.
//   production: NODE_ENV=production node server.mjs   (serves ./build, or BUILD_DIR)
//   development: NODE_ENV=development node server.mjs (Vite middleware with hot reload)
import path from 'node:path';
import express from 'express';
import morgan from 'morgan';

const isDev = process.env.NODE_ENV === 'development';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;
/** In-flight requests get this long to finish after SIGTERM before the server exits anyway. */
const DRAIN_TIMEOUT_MS = Number(process.env.DRAIN_TIMEOUT_MS || 10_000);

const vite = isDev ? await createViteServer() : undefined;
const loadBuild = vite
  ? () => vite.ssrLoadModule('virtual:remix/server-build')
  : await import(path.join(buildDir, 'server/index.js'));

// Start-up happens here, once. In development Vite re-evaluates edited modules, but none of them
// opens a connection or starts a timer when imported, so the services made here stay the only ones.
let running;
let frontDoor;
let httpStack;
try {
  const { boot, createFrontDoor, dynamicCompression, staticFiles } = (vite ? await loadBuild() : loadBuild).entry
    .module;
  httpStack = { dynamicCompression, staticFiles };
  running = await boot(process.env);
  frontDoor = createFrontDoor({
    build: loadBuild,
    mode: isDev ? 'development' : 'production',
    services: running.services,
  });
} catch (error) {
  if (error?.name === 'ConfigError') {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const app = express();
app.disable('x-powered-by');
// nosniff, and HSTS on an https site, on every response: pages, data, files and static assets.
app.use((_req, res, next) => {
  for (const [name, value] of Object.entries(running.baseHeaders)) res.setHeader(name, value);
  next();
});
// Static files first, as the build compressed them (brotli or gzip by Accept-Encoding, hashed
// assets immutable), so no CPU goes into compressing a file per request; then compression for
// pages and data only (app/.server/static/http-stack.ts).
if (!vite) for (const handler of httpStack.staticFiles(path.join(buildDir, 'client'))) app.use(handler);
app.use(httpStack.dynamicCompression());
if (vite) app.use(vite.middlewares);
app.use(morgan('tiny'));
app.use((req, res) => void frontDoor(req, res));

const server = app.listen(port, host, () => {
  console.log(`Petal & Quill is serving http://${host ?? 'localhost'}:${port}`);
  // What grows with the catalogue (template files) is made now, while the server answers.
  running.afterListening();
});

// SIGTERM (a deploy, `fly deploy`, Ctrl-C): /healthz answers 503 from now on (the proxy sends
// nothing new), stop accepting connections, let the requests in flight finish (idle keep-alive
// connections are closed now, busy ones after their response), then stop the timer and close the
// database, and exit 0.
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  running.markStopping();
  console.log(`${signal}: finishing the requests in flight, then stopping`);
  const drained = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const timedOut = new Promise((resolve) => setTimeout(() => resolve('timeout'), DRAIN_TIMEOUT_MS).unref());
  if ((await Promise.race([drained, timedOut])) === 'timeout') {
    console.error(`Requests still open after ${DRAIN_TIMEOUT_MS} ms: closing them`);
    server.closeAllConnections();
  }
  clearInterval(idleSweep);
  await vite?.close();
  await running.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void shutdown(signal));

/**
 * Vite in middleware mode. Remix's plugin starts a second Vite server of its own, which exits
 * the process on SIGTERM (or when stdin ends) without waiting for anything; stopping is this
 * server's job (above), so those listeners are taken off again.
 */
async function createViteServer() {
  const before = { SIGTERM: process.listeners('SIGTERM'), end: process.stdin.listeners('end') };
  const server = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }));
  for (const listener of process.listeners('SIGTERM')) {
    if (!before.SIGTERM.includes(listener)) process.off('SIGTERM', listener);
  }
  for (const listener of process.stdin.listeners('end')) {
    if (!before.end.includes(listener)) process.stdin.off('end', listener);
  }
  return server;
}
