import { deleteExpiredAuthRecords } from '~/.server/auth/cleanup';
import type { Db } from '~/.server/db/connection';
import { deleteExpiredFormTokens } from '~/.server/forms/form-token';
import { sweepGuestImports } from '~/.server/guest-list/guest-imports';
import type { Mailer } from '~/.server/mail/outbox';
import { cancelAbandonedTestOrders } from '~/.server/orders/abandoned';
import { deleteExpiredRateLimits, ONE_HOUR_MS } from '~/.server/platform/rate-limit';
import type { FileStore } from '~/.server/storage/file-store';
import { sweepOrphanFiles } from '~/.server/sweep/orphan-sweep';
import { takeSweepTurn } from '~/.server/sweep/sweep-turn';

/** A failed send waits at least this long. */
export const THIRTY_SECONDS_MS = 30 * 1000;

export async function housekeeping(db: Db, now = new Date()): Promise<void> {
  await Promise.all([
    deleteExpiredRateLimits(db, now.getTime()),
    deleteExpiredFormTokens(db, now.getTime()),
    deleteExpiredAuthRecords(db, now),
    cancelAbandonedTestOrders(db, now),
    sweepGuestImports(db, now),
  ]);
}

/** Every 30 s: due mail, renders and guest reminders. Hourly: housekeeping and, on this server's turn, the orphan sweep. */
export function startTimers(
  deps: { db: Db; mailer: Mailer; files?: FileStore; renders?: { kick(): void }; reminders?: { kick(): void } },
  now: () => number = Date.now,
): { stop(): void } {
  let lastHousekeeping = now();
  let sweeping = false;
  const timer = setInterval(() => {
    deps.mailer.kick();
    deps.renders?.kick();
    deps.reminders?.kick();
    if (now() - lastHousekeeping < ONE_HOUR_MS) return;
    lastHousekeeping = now();
    housekeeping(deps.db).catch((error: unknown) => console.error('Housekeeping failed:', error));
    if (!deps.files || sweeping) return;
    sweeping = true;
    const files = deps.files;
    takeSweepTurn(deps.db, new Date(now()))
      .then((turn) => (turn ? sweepOrphanFiles({ db: deps.db, files }) : { marked: 0, deleted: [] }))
      .then(({ deleted }) => {
        if (deleted.length) console.log(`Files: swept ${deleted.length} file(s) nothing had named for a day`);
      })
      .catch((error: unknown) => console.error('File sweep failed:', error))
      .finally(() => {
        sweeping = false;
      });
  }, THIRTY_SECONDS_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
