import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { createDb } from '~/.server/db/connection';
import { isDaytimeFor } from '~/.server/guest-list/reminder-hours';
import { markPartySent } from '~/.server/guest-list/sending';
import { addEvent } from '~/.server/invitation-site/events';
import { addParty, partiesOf } from '~/.server/guest-list/parties';
import { openSite, updateSite } from '~/.server/invitation-site/sites';
import { studioToday } from '~/lib/studio-time';
import { insertOrder } from '../unit/support/order-fixtures';
import { preparedDataFolder } from '../unit/support/prepared-data';
import { killIfRunning, startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * Reminders and a server that dies mid-run (issue 28): the production server (`node server.mjs`,
 * SQLite) starts with 250 guests due a reminder and is killed with SIGKILL while it is queueing
 * them; started again, it queues the rest. Every guest then has exactly one reminder for the day
 * and exactly one e-mail in the outbox for it: none lost, none twice.
 */
const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const GUESTS = 250;
const DAY_MS = 86_400_000;

/** Numbers of countries of one time zone each: at any hour, it is daytime in one of them. */
const PHONES = ['+9198', '+97150', '+4479', '+81901234', '+6591', '+3361', '+55119', '+1415555'];

let server: ServerProcess | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-reminders-'));
afterAll(async () => {
  await killIfRunning(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A prefix whose country is in daytime now and for the next ten minutes. */
function daytimePrefix(): string {
  const samples = [0, 5, 10].map((minutes) => new Date(Date.now() + minutes * 60_000));
  const found = PHONES.find((prefix) => samples.every((at) => isDaytimeFor(numberOf(prefix, 0), at)));
  if (!found) throw new Error('No daytime country among the test’s numbers');
  return found;
}

function numberOf(prefix: string, n: number): string {
  const lengths: Record<string, number> = {
    '+9198': 13,
    '+97150': 13,
    '+4479': 13,
    '+81901234': 13,
    '+6591': 11,
    '+3361': 12,
    '+55119': 14,
    '+1415555': 12,
  };
  const digits = lengths[prefix]! - prefix.length;
  return `${prefix}${String(1000 + n).padStart(digits, '0')}`;
}

it('queues each guest’s reminder exactly once though the server is killed mid-run', async () => {
  fs.cpSync(await preparedDataFolder(), dataDir, { recursive: true });
  const file = path.join(dataDir, 'studio.sqlite');
  const { db } = createDb({ sqliteFile: file });
  const now = new Date();
  const deadline = studioToday(new Date(now.getTime() + 2 * DAY_MS));
  const order = await insertOrder(db, { collectionIds: [null] });
  const site = await openSite(db, { id: order.id, coupleNames: 'Meera & Arjun' });
  await updateSite(db, {
    siteId: site.id,
    expectedVersion: site.version,
    values: {
      title: site.title,
      welcome: '',
      rsvpDeadline: deadline,
      whatsAppMessage: site.whatsAppMessage,
      reminderDays: [2],
    },
  });
  const event = await addEvent(db, site.id, {
    name: 'Sangeet',
    date: deadline,
    startTime: '',
    venue: 'Leela',
    address: '',
    mapLink: '',
    dressCode: '',
    notes: '',
  });
  if (!event.ok) throw new Error('event');
  const prefix = daytimePrefix();
  for (let n = 0; n < GUESTS; n++) {
    await addParty(db, site.id, {
      name: `Family ${n}`,
      phone: numberOf(prefix, n),
      email: `family${n}@example.test`,
      ceiling: 2,
      eventIds: [event.id],
    });
  }
  for (const party of await partiesOf(db, site.id)) await markPartySent(db, party.id, 'whatsapp');
  await db.destroy();

  const reader = new Database(file, { readonly: true, fileMustExist: true });
  const count = (sql: string) => (reader.prepare(sql).get() as { n: number }).n;
  const reminded = () => count('select count(*) as n from party_reminders');

  server = await startServer({ NODE_ENV: 'production', BUILD_DIR, DATA_DIR: dataDir });
  const started = Date.now();
  while (reminded() === 0 && Date.now() - started < 60_000) await new Promise((resolve) => setTimeout(resolve, 1));
  server.child.kill('SIGKILL');
  await server.exited;
  const atKill = reminded();
  expect(atKill, 'killed while it was queueing').toBeGreaterThan(0);
  expect(atKill, 'killed while it was queueing').toBeLessThan(GUESTS);

  server = await startServer({ NODE_ENV: 'production', BUILD_DIR, DATA_DIR: dataDir, PORT: String(server.port) });
  const again = Date.now();
  while (reminded() < GUESTS && Date.now() - again < 60_000) await new Promise((resolve) => setTimeout(resolve, 20));
  server.child.kill('SIGTERM');
  await server.exited;

  expect(reminded()).toBe(GUESTS);
  expect(count("select count(*) as n from mail_outbox where kind = 'guest-reminder'")).toBe(GUESTS);
  expect(count("select count(distinct party_id) as n from mail_outbox where kind = 'guest-reminder'")).toBe(GUESTS);
  expect(count('select count(*) as n from party_reminders where mail_id is null')).toBe(0);
  reader.close();
}, 180_000);
