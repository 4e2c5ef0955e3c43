// The web server: Express with Remix's request handler. It is what remix-serve does, plus the
// one thing remix-serve cannot: handing the TCP peer's address to loaders and actions
// (context.socketAddress), which the rate limits count by.
//   production: NODE_ENV=production node server.mjs   (serves ./build, or BUILD_DIR)
//   development: NODE_ENV=development node server.mjs (Vite middleware with hot reload)
import path from 'node:path';
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import morgan from 'morgan';

const isDev = process.env.NODE_ENV === 'development';
const buildDir = path.resolve(process.env.BUILD_DIR ?? 'build');
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || undefined;

const vite = isDev ? await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } })) : undefined;

// Importing the server build validates the configuration, migrates and loads sample content.
const build = vite
  ? () => vite.ssrLoadModule('virtual:remix/server-build')
  : await import(path.join(buildDir, 'server/index.js'));

const app = express();
app.disable('x-powered-by');
app.use(compression());
if (vite) {
  app.use(vite.middlewares);
} else {
  app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }));
}
app.use(morgan('tiny'));
app.all(
  '*',
  createRequestHandler({
    build,
    mode: isDev ? 'development' : 'production',
    getLoadContext: (req) => ({ socketAddress: req.socket.remoteAddress }),
  }),
);

const server = app.listen(port, host, () => {
  console.log(`Petal & Quill is serving http://${host ?? 'localhost'}:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
