import { atVersion, nextVersion } from '~/.server/db/row-versions';
import type { Selectable } from 'kysely';
import type { EventFields } from '~/schemas/invitation-site';
import type { Db } from '~/.server/db/connection';
import type { SiteEventsTable } from '~/.server/db/schema';
import { STUDIO_ZONE, studioToday } from '~/lib/studio-time';

export const MAX_EVENTS = 12;

export type EventValues = EventFields;

export interface SiteEvent extends EventValues {
  id: number;
  position: number;
  timeZone: string;
  version: number;
  /** When, what time and where, as guests were told before a change they have not been told of; else null. */
  told: Whereabouts | null;
}

/** What guests must be told of when it changes. */
export interface Whereabouts {
  date: string;
  startTime: string;
  timeZone: string;
  venue: string;
  address: string;
}

const whereaboutsOf = (event: {
  date: string;
  startTime: string;
  timeZone?: string;
  venue: string;
  address: string;
}): Whereabouts => ({
  date: event.date,
  startTime: event.startTime,
  timeZone: event.timeZone ?? STUDIO_ZONE,
  venue: event.venue,
  address: event.address,
});

const sameWhereabouts = (a: Whereabouts, b: Whereabouts) =>
  (Object.keys(a) as (keyof Whereabouts)[]).every((key) => a[key] === b[key]);

function toldOf(value: string | null): Whereabouts | null {
  if (!value) return null;
  try {
    return whereaboutsOf(JSON.parse(value) as Whereabouts);
  } catch {
    return null;
  }
}

const toEvent = (row: Selectable<SiteEventsTable>): SiteEvent => ({
  id: Number(row.id),
  position: Number(row.position),
  name: row.name,
  date: row.event_date,
  startTime: row.start_time,
  timeZone: row.time_zone,
  venue: row.venue,
  address: row.address,
  mapLink: row.map_link,
  dressCode: row.dress_code,
  notes: row.notes,
  version: Number(row.version),
  told: toldOf(row.told),
});

const columnsOf = (values: EventValues) => ({
  name: values.name,
  event_date: values.date,
  start_time: values.startTime,
  time_zone: values.timeZone ?? STUDIO_ZONE,
  venue: values.venue,
  address: values.address,
  map_link: values.mapLink,
  dress_code: values.dressCode,
  notes: values.notes,
});

/** In the write's transaction: a guest's page kept by the page cache is made again. */
async function eventsChanged(trx: Db, siteId: number): Promise<void> {
  await trx
    .updateTable('invitation_sites')
    .set((eb) => ({ events_version: eb('events_version', '+', 1) }))
    .where('id', '=', siteId)
    .execute();
}

/** Only a web address may be a map link: never `javascript:` or `data:`. */
export function isWebLink(value: string): boolean {
  if (!value) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export async function eventsOf(db: Db, siteId: number): Promise<SiteEvent[]> {
  const rows = await db
    .selectFrom('site_events')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toEvent);
}

export type EventChange =
  | { ok: true; id: number; changed: boolean }
  | { ok: false; reason: 'missing' | 'stale' | 'past' | 'full' | 'bad-link' };

/** Adds an event at the end of the site's list; its day may not be past (today is fine). */
export async function addEvent(db: Db, siteId: number, values: EventValues, now = new Date()): Promise<EventChange> {
  if (values.date < studioToday(now)) return { ok: false, reason: 'past' };
  if (!isWebLink(values.mapLink)) return { ok: false, reason: 'bad-link' };
  return db.transaction().execute(async (trx) => {
    const { count, last } = await trx
      .selectFrom('site_events')
      .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.max('position').as('last')])
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= MAX_EVENTS) return { ok: false, reason: 'full' } as const;
    const { id } = await trx
      .insertInto('site_events')
      .values({
        site_id: siteId,
        position: Number(last ?? 0) + 1,
        ...columnsOf(values),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await eventsChanged(trx, siteId);
    return { ok: true, id: Number(id), changed: true } as const;
  });
}

/**
 * Saves an event over the version the form showed. An event already in the past may keep its
 * day (a typo fixed after the haldi); a new day may not be past.
 */
export async function updateEvent(
  db: Db,
  change: { siteId: number; eventId: number; expectedVersion: number; values: EventValues },
  now = new Date(),
): Promise<EventChange> {
  const { values } = change;
  if (!isWebLink(values.mapLink)) return { ok: false, reason: 'bad-link' };
  const current = await db
    .selectFrom('site_events')
    .selectAll()
    .where('id', '=', change.eventId)
    .where('site_id', '=', change.siteId)
    .executeTakeFirst();
  if (!current) return { ok: false, reason: 'missing' };
  if (values.date !== current.event_date && values.date < studioToday(now)) return { ok: false, reason: 'past' };
  const before = toEvent(current);
  const told = await untold(db, before, whereaboutsOf(values));
  const updated = await db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('site_events')
      .set({
        ...columnsOf(values),
        told: told ? JSON.stringify(told) : null,
        version: nextVersion,
        updated_at: now.toISOString(),
      })
      .where('id', '=', change.eventId)
      .where(atVersion(change.expectedVersion))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await eventsChanged(trx, change.siteId);
    return true;
  });
  if (updated) return { ok: true, id: change.eventId, changed: true };
  const same = Object.entries(columnsOf(values)).every(
    ([column, value]) => current[column as keyof typeof current] === value,
  );
  return same ? { ok: true, id: change.eventId, changed: false } : { ok: false, reason: 'stale' };
}

/**
 * What guests were told before this change, when they need telling: the event's day, time or place
 * changed after an invitation to it went out. Changed back, there is nothing to tell.
 */
async function untold(db: Db, before: SiteEvent, after: Whereabouts): Promise<Whereabouts | null> {
  const told = before.told ?? whereaboutsOf(before);
  if (sameWhereabouts(told, after)) return null;
  if (before.told) return before.told;
  const sent = await db
    .selectFrom('party_events')
    .innerJoin('parties', 'parties.id', 'party_events.party_id')
    .select('parties.id')
    .where('party_events.event_id', '=', before.id)
    .where('parties.sent_at', 'is not', null)
    .executeTakeFirst();
  return sent ? told : null;
}

/** The couple told the guests, or chose not to: nothing is waiting to be told. */
export async function markEventTold(db: Db, change: { siteId: number; eventId: number }): Promise<void> {
  await db
    .updateTable('site_events')
    .set({ told: null })
    .where('id', '=', change.eventId)
    .where('site_id', '=', change.siteId)
    .execute();
}

/** Removes an event (and every invitation to it and answer for it) at the version shown. */
export async function deleteEvent(
  db: Db,
  change: { siteId: number; eventId: number; expectedVersion: number },
): Promise<EventChange> {
  const deleted = await db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom('site_events')
      .where('id', '=', change.eventId)
      .where('site_id', '=', change.siteId)
      .where(atVersion(change.expectedVersion))
      .executeTakeFirst();
    if (Number(result.numDeletedRows) !== 1) return false;
    await eventsChanged(trx, change.siteId);
    return true;
  });
  if (deleted) return { ok: true, id: change.eventId, changed: true };
  const row = await db.selectFrom('site_events').select('id').where('id', '=', change.eventId).executeTakeFirst();
  return row ? { ok: false, reason: 'stale' } : { ok: true, id: change.eventId, changed: false };
}

/** Swaps an event with its neighbour above or below; at either end nothing moves. */
export async function moveEvent(
  db: Db,
  change: { siteId: number; eventId: number; direction: 'up' | 'down' },
): Promise<EventChange> {
  return db.transaction().execute(async (trx) => {
    const events = await eventsOf(trx, change.siteId);
    const index = events.findIndex((event) => event.id === change.eventId);
    if (index < 0) return { ok: false, reason: 'missing' } as const;
    const other = events[change.direction === 'up' ? index - 1 : index + 1];
    const event = events[index];
    if (!other || !event) return { ok: true, id: change.eventId, changed: false } as const;
    for (const [id, position] of [
      [event.id, other.position],
      [other.id, event.position],
    ] as const) {
      await trx.updateTable('site_events').set({ position, version: nextVersion }).where('id', '=', id).execute();
    }
    await eventsChanged(trx, change.siteId);
    return { ok: true, id: change.eventId, changed: true } as const;
  });
}
