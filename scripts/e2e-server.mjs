// Serves the production build for Playwright on 127.0.0.1 with a fresh data folder each run,
// so every run starts from the sample content.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const buildDir = process.env.BUILD_DIR ?? 'build';
const dataDir = path.resolve(`.cache/e2e-data-${process.env.E2E_PORT ?? '3311'}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
if (!fs.existsSync(`${buildDir}/server/index.js`)) {
  console.error('No production build: run `npm run build` first (npm test does).');
  process.exit(1);
}
// Tests act as many clients: the rate limits count by this header (see tests/e2e/support.ts).
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '3311',
  DATA_DIR: dataDir,
  TRUST_PROXY_HEADER: 'X-E2E-Client',
  // Dozens of test orders each render 11 files: print-resolution artwork is not what these tests look at.
  PRINT_DPI: '100',
  SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? '3311'}`,
  // One admin per Playwright project and retry, so sign-ins through the form never wait for an
  // address's code throttle (tests/e2e/sign-in.spec.ts).
  ADMIN_EMAILS: ['js', 'no-js']
    .flatMap((project) => [project, `${project}-retry1`, `${project}-retry2`])
    .map((name) => `admin-${name}@example.test`)
    .join(','),
};
// The secret is the one the server generates into DATA_DIR, which tests/e2e reads to sign cookies.
delete env.SESSION_SECRET;
delete env.DATABASE_URL;
delete env.SMTP_URL;
// The built-in test payment provider, whatever the developer's shell has set.
delete env.STRIPE_SECRET_KEY;
delete env.STRIPE_WEBHOOK_SECRET;
const child = spawn(process.execPath, ['server.mjs'], { env: { ...env, BUILD_DIR: buildDir }, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
