import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureProfile } from '~/.server/auth/profiles';
import { createSession, SESSION_TTL_MS } from '~/.server/auth/sessions';
import type { Mailer } from '~/.server/mail/outbox';
import { ONE_HOUR_MS } from '~/.server/platform/rate-limit';
import { startTimers, THIRTY_SECONDS_MS } from '~/.server/boot/timers';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDb, type TestDb } from '~/../tests/unit/support/test-db';

describe('the server timer', () => {
  let t: TestDb;
  let kicks: number;
  const mailer = { kick: () => kicks++ } as unknown as Mailer;
  beforeEach(async () => {
    t = await createTestDb('sqlite');
    kicks = 0;
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.destroy();
  });

  it('names its periods with their units', () => {
    expect(THIRTY_SECONDS_MS).toBe(30_000);
    expect(ONE_HOUR_MS).toBe(3_600_000);
  });

  it('sends due mail every 30 seconds and does the housekeeping once an hour, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const profile = await ensureProfile(t.db, 'asha@example.test');
    // A session that ended long ago: housekeeping deletes it.
    await createSession(t.db, profile, new Date(Date.now() - SESSION_TTL_MS - ONE_HOUR_MS));
    const sessions = async () => (await t.db.selectFrom('sessions').selectAll().execute()).length;

    const timers = startTimers({ db: t.db, mailer });
    vi.advanceTimersByTime(THIRTY_SECONDS_MS * 2);
    expect(kicks).toBe(2);
    expect(await sessions()).toBe(1);

    vi.advanceTimersByTime(ONE_HOUR_MS);
    expect(kicks).toBe(2 + ONE_HOUR_MS / THIRTY_SECONDS_MS);
    await vi.waitFor(async () => expect(await sessions()).toBe(0));

    timers.stop();
    vi.advanceTimersByTime(ONE_HOUR_MS);
    expect(kicks).toBe(2 + ONE_HOUR_MS / THIRTY_SECONDS_MS);
  });

  it('sweeps the file store at its first hour (then when its turn comes): a file nothing names is marked, to go a day later', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timer-sweep-'));
    try {
      const files = localDiskStore(dir);
      await files.putBytes(`images/${'ab'.repeat(32)}/original.webp`, Buffer.from('old picture'));
      const marks = async () => (await t.db.selectFrom('orphan_files').select('storage_key').execute()).length;
      const timers = startTimers({ db: t.db, mailer, files });
      vi.advanceTimersByTime(THIRTY_SECONDS_MS * 2);
      expect(await marks()).toBe(0);
      vi.advanceTimersByTime(ONE_HOUR_MS);
      await vi.waitFor(async () => expect(await marks()).toBe(1));
      timers.stop();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
