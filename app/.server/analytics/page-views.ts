import { sql } from 'kysely';
import type { Db } from '../db/connection';

export const PAGE_VIEW_DAYS = 30;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

export function firstDayOfWindow(now: Date, days = PAGE_VIEW_DAYS): string {
  const start = new Date(now.getTime());
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return utcDay(start);
}

/** The increment runs in the database, so views counted at once on several servers are all kept. */
export async function countPageView(db: Db, path: string, day: string): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ day, path, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ count: sql`page_views.count + 1` }))
    .execute();
}

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
  idle(): Promise<void>;
}

/** One upsert per view, never awaited. Not batched in memory: a crash would lose the unwritten counts. */
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
