import { sql } from 'kysely';
import type { Db } from '../db/connection';

/** How far back the dashboard's Page Views figure looks, today included. */
export const PAGE_VIEW_DAYS = 30;

/** The UTC day a view is counted under: YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The first day of the `days`-day window that ends with `now`'s UTC day. */
export function firstDayOfWindow(now: Date, days = PAGE_VIEW_DAYS): string {
  const start = new Date(now.getTime());
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return utcDay(start);
}

/**
 * Adds one view of `path` on `day`: one row per path and day, made by the first view and raised by
 * each next one. The increment happens in the database (`count = count + 1` on conflict), so views
 * counted at the same moment, by one server or several sharing PostgreSQL, are all kept.
 */
export async function countPageView(db: Db, path: string, day: string): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ day, path, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ count: sql`page_views.count + 1` }))
    .execute();
}

/** All views of the window that ends with `now`'s day (PAGE_VIEW_DAYS days, today included). */
export async function pageViewsSince(db: Db, firstDay: string): Promise<number> {
  const row = await db
    .selectFrom('page_views')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('views'))
    .where('day', '>=', firstDay)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}

export interface PageViewCounter {
  /** Counts a view now, without making the caller wait; a failure is logged, never thrown. */
  record(path: string, at?: Date): void;
  /** Resolves when every view recorded so far is written (before the database closes). */
  idle(): Promise<void>;
}

/**
 * Page views as the server counts them: one upsert per view, started once the page's answer is
 * under way and never awaited by it, so the page does not wait for the count.
 *
 * Why not batch views in memory and write them every few seconds? It would save writes under
 * heavy traffic, but lose the unwritten counts whenever a server dies without its shutdown (a
 * crash, a SIGKILL), and every instance would hold counts the others cannot see. An upsert is a
 * few tens of microseconds on SQLite and one round trip on PostgreSQL, far below a page's own
 * cost, and each count is in the database as soon as the page is served. The server waits for
 * the counts in flight before it closes the database (boot's stop()).
 */
export function createPageViewCounter(db: Db, log: (...args: unknown[]) => void = console.error): PageViewCounter {
  const inFlight = new Set<Promise<void>>();
  return {
    record(path, at = new Date()) {
      const write = countPageView(db, path, utcDay(at))
        .catch((error: unknown) => log('Page view not counted:', error instanceof Error ? error.message : error))
        .finally(() => inFlight.delete(write));
      inFlight.add(write);
    },
    async idle() {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}
