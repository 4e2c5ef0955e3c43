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
export async function countPageView(db: Db, path: string, day: string, views = 1): Promise<void> {
  await db
    .insertInto('page_views')
    .values({ day, path, count: views })
    .onConflict((oc) => oc.columns(['day', 'path']).doUpdateSet({ count: sql`page_views.count + ${views}` }))
    .execute();
}

/** Writes of the counter at once, at most: the rest wait, added up, and take no more of the database's connections. */
export const PAGE_VIEW_WRITERS = 2;

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

/**
 * A view is written at once, never awaited — unless a write of the same page and day, or
 * PAGE_VIEW_WRITERS writes, are under way: then it is added to that page's next write. A quiet
 * site writes each view as it comes (a crash loses none); a busy one writes a sum per page as
 * fast as the database takes it, so served-from-cache pages (thousands a second, no query of
 * their own) never queue an unbounded line of writes in front of every other request's queries.
 */
export function createPageViewCounter(db: Db, log: (...args: unknown[]) => void = console.error): PageViewCounter {
  const inFlight = new Set<Promise<void>>();
  const writing = new Set<string>();
  /** Views that came while their page's write, or all the writers, were busy: added up per page and day. */
  const waiting = new Map<string, { path: string; day: string; views: number }>();

  function write(key: string, path: string, day: string, views: number) {
    writing.add(key);
    const done: Promise<void> = countPageView(db, path, day, views)
      .catch((error: unknown) => log('Page view not counted:', error instanceof Error ? error.message : error))
      .finally(() => {
        inFlight.delete(done);
        writing.delete(key);
        const nextKey = [...waiting.keys()].find((waitingKey) => !writing.has(waitingKey));
        if (nextKey === undefined) return;
        const next = waiting.get(nextKey)!;
        waiting.delete(nextKey);
        write(nextKey, next.path, next.day, next.views);
      });
    inFlight.add(done);
  }

  return {
    record(path, at = new Date()) {
      const day = utcDay(at);
      const key = `${day} ${path}`;
      if (writing.has(key) || writing.size >= PAGE_VIEW_WRITERS) {
        const queued = waiting.get(key);
        if (queued) queued.views++;
        else waiting.set(key, { path, day, views: 1 });
        return;
      }
      write(key, path, day, 1);
    },
    async idle() {
      while (inFlight.size) await Promise.all(inFlight);
    },
  };
}
