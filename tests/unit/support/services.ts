import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AppLoadContext } from '@remix-run/node';
import { loadConfig } from '~/.server/platform/config';
import type { OutgoingMail } from '~/.server/mail/transport';
import { createServices, type Services } from '~/.server/boot/services';
import type { TestDb } from './test-db';

export const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';

/**
 * The services a request gets (context.services), over a test database. Mail that the outbox
 * sends lands in `sent`; nothing is scheduled, since only boot() starts the timer.
 */
export function testServices(t: TestDb, env: Record<string, string> = {}): Services & { sent: OutgoingMail[] } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-services-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, SESSION_SECRET: TEST_SECRET, SITE_URL: 'http://127.0.0.1', ...env },
    () => {},
  );
  const sent: OutgoingMail[] = [];
  const services = createServices(config, {
    database: { db: t.db, engine: t.engine },
    mailTransport: { describe: 'memory', send: async (mail) => void sent.push(mail) },
    renders: 'manual',
  });
  return Object.assign(services, { sent });
}

/** The load context server.mjs gives loaders and actions. */
export function testContext(services: Services, socketAddress = '203.0.113.7'): AppLoadContext {
  return { services, socketAddress };
}
