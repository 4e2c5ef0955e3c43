import { atVersion, nextVersion } from '~/.server/db/row-versions';
import crypto from 'node:crypto';
import { PARTY_SIDES, type PartySide } from '~/schemas/invitation-site';
import type { Db } from '~/.server/db/connection';
import { toIso } from '~/.server/db/values';

/** A party may be invited as at most this many people. */
export const MAX_CEILING = 50;

export interface PartyValues {
  name: string;
  /** E.164 (./phone.ts) */
  phone: string;
  email: string | null;
  ceiling: number;
  eventIds: number[];
  side?: PartySide | null;
  /** "College friends", or '' */
  group?: string;
}

export interface Party extends Omit<PartyValues, 'eventIds' | 'side' | 'group'> {
  id: number;
  side: PartySide | null;
  group: string;
  /** The invitation's way to them (app/.server/guest-list/guest-states.ts). */
  sentAt: string | null;
  sentBy: 'whatsapp' | 'email' | null;
  deliveredAt: string | null;
  openedAt: string | null;
  emailOptOutAt: string | null;
  token: string;
  version: number;
  replyVersion: number;
  answeredAt: string | null;
  dietary: string;
  message: string;
}

/** The personal link's secret: 128 random bits, URL-safe. */
export const newPartyToken = () => crypto.randomBytes(16).toString('base64url');

/** A token as a URL may carry it, or null. */
export const parsePartyToken = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{22}$/.test(value) ? value : null;

export type PartyChange =
  | { ok: true; id: number; changed: boolean }
  | { ok: false; reason: 'missing' | 'stale' | 'not-an-event' | 'below-answers'; people?: number };

/** The site's events among `eventIds`, or null when one of them is not the site's. */
async function siteEventIds(db: Db, siteId: number, eventIds: number[]): Promise<number[] | null> {
  const wanted = [...new Set(eventIds)];
  if (!wanted.length) return [];
  const rows = await db
    .selectFrom('site_events')
    .select('id')
    .where('site_id', '=', siteId)
    .where('id', 'in', wanted)
    .execute();
  return rows.length === wanted.length ? wanted : null;
}

export async function addParty(db: Db, siteId: number, values: PartyValues, now = new Date()): Promise<PartyChange> {
  const eventIds = await siteEventIds(db, siteId, values.eventIds);
  if (!eventIds) return { ok: false, reason: 'not-an-event' };
  return db.transaction().execute(async (trx) => {
    const id = await insertParty(trx, siteId, { ...values, eventIds }, now);
    return { ok: true, id, changed: true } as const;
  });
}

/** In the caller's transaction, with events already known to be the site's. */
export async function insertParty(trx: Db, siteId: number, values: PartyValues, now: Date): Promise<number> {
  const { id } = await trx
    .insertInto('parties')
    .values({
      site_id: siteId,
      ...detailColumns(values),
      token: newPartyToken(),
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.eventIds.length) {
    await trx
      .insertInto('party_events')
      .values(values.eventIds.map((eventId) => ({ party_id: Number(id), event_id: eventId })))
      .execute();
  }
  return Number(id);
}

const detailColumns = (values: PartyValues) => ({
  name: values.name,
  phone: values.phone,
  email: values.email,
  ceiling: values.ceiling,
  side: values.side ?? null,
  group_name: values.group ?? '',
});

/**
 * Saves a party over the version the couple's form showed. Events it stays invited to keep their
 * answers; a ceiling below the people it already said will come is refused, naming them.
 */
export async function updateParty(
  db: Db,
  change: { siteId: number; partyId: number; expectedVersion: number; values: PartyValues },
  now = new Date(),
): Promise<PartyChange> {
  const { values } = change;
  const eventIds = await siteEventIds(db, change.siteId, values.eventIds);
  if (!eventIds) return { ok: false, reason: 'not-an-event' };
  return db.transaction().execute(async (trx) => {
    const answered = await trx
      .selectFrom('party_events')
      .select((eb) => eb.fn.max('people').as('people'))
      .where('party_id', '=', change.partyId)
      .where('event_id', 'in', eventIds.length ? eventIds : [0])
      .executeTakeFirst();
    const people = Number(answered?.people ?? 0);
    if (people > values.ceiling) return { ok: false, reason: 'below-answers', people } as const;
    const result = await trx
      .updateTable('parties')
      .set({
        ...detailColumns(values),
        version: nextVersion,
        updated_at: now.toISOString(),
      })
      .where('id', '=', change.partyId)
      .where('site_id', '=', change.siteId)
      .where(atVersion(change.expectedVersion))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) {
      const row = await trx.selectFrom('parties').select('id').where('id', '=', change.partyId).executeTakeFirst();
      return { ok: false, reason: row ? 'stale' : 'missing' } as const;
    }
    let removed = trx.deleteFrom('party_events').where('party_id', '=', change.partyId);
    if (eventIds.length) removed = removed.where('event_id', 'not in', eventIds);
    await removed.execute();
    if (eventIds.length) {
      await trx
        .insertInto('party_events')
        .values(eventIds.map((eventId) => ({ party_id: change.partyId, event_id: eventId })))
        .onConflict((oc) => oc.columns(['party_id', 'event_id']).doNothing())
        .execute();
    }
    return { ok: true, id: change.partyId, changed: true } as const;
  });
}

/**
 * A new personal link for the party, on the version the couple's page showed: the old link stops
 * opening anything at once. A second press from the same page changes nothing more.
 */
export async function renewPartyLink(
  db: Db,
  change: { siteId: number; partyId: number; expectedVersion: number },
): Promise<PartyChange> {
  const result = await db
    .updateTable('parties')
    .set({ token: newPartyToken(), version: nextVersion })
    .where('id', '=', change.partyId)
    .where('site_id', '=', change.siteId)
    .where(atVersion(change.expectedVersion))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, id: change.partyId, changed: true };
  return missingOrStale(db, change);
}

/** Removes a party (its link and answers with it) on the version shown. */
export async function deleteParty(
  db: Db,
  change: { siteId: number; partyId: number; expectedVersion: number },
): Promise<PartyChange> {
  const result = await db
    .deleteFrom('parties')
    .where('id', '=', change.partyId)
    .where('site_id', '=', change.siteId)
    .where(atVersion(change.expectedVersion))
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 1) return { ok: true, id: change.partyId, changed: true };
  const left = await missingOrStale(db, change);
  // Already gone: the repeat of a removal that landed.
  return !left.ok && left.reason === 'missing' ? { ok: true, id: change.partyId, changed: false } : left;
}

async function missingOrStale(db: Db, change: { siteId: number; partyId: number }): Promise<PartyChange> {
  const row = await db
    .selectFrom('parties')
    .select('id')
    .where('id', '=', change.partyId)
    .where('site_id', '=', change.siteId)
    .executeTakeFirst();
  return { ok: false, reason: row ? 'stale' : 'missing' };
}

type PartyRow = {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  ceiling: number;
  token: string;
  version: number;
  reply_version: number;
  answered_at: unknown;
  dietary: string;
  message: string;
  side: string | null;
  group_name: string;
  sent_at: unknown;
  sent_by: string | null;
  delivered_at: unknown;
  opened_at: unknown;
  email_opt_out_at: unknown;
};

const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : toIso(value));

const toParty = (row: PartyRow): Party => ({
  id: Number(row.id),
  name: row.name,
  phone: row.phone,
  email: row.email,
  ceiling: Number(row.ceiling),
  token: row.token,
  version: Number(row.version),
  replyVersion: Number(row.reply_version),
  answeredAt: isoOrNull(row.answered_at),
  dietary: row.dietary,
  message: row.message,
  side: sideOf(row.side),
  group: row.group_name,
  sentAt: isoOrNull(row.sent_at),
  sentBy: row.sent_by === 'whatsapp' || row.sent_by === 'email' ? row.sent_by : null,
  deliveredAt: isoOrNull(row.delivered_at),
  openedAt: isoOrNull(row.opened_at),
  emailOptOutAt: isoOrNull(row.email_opt_out_at),
});

const sideOf = (value: string | null): PartySide | null =>
  (PARTY_SIDES as readonly string[]).includes(value ?? '') ? (value as PartySide) : null;

export async function partiesOf(db: Db, siteId: number): Promise<Party[]> {
  const rows = await db
    .selectFrom('parties')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toParty);
}

/** The party a personal link names, with its site's id; null for a forged or renewed link. */
export async function partyByToken(db: Db, token: string): Promise<(Party & { siteId: number }) | null> {
  const row = await db.selectFrom('parties').selectAll().where('token', '=', token).executeTakeFirst();
  return row ? { ...toParty(row), siteId: Number(row.site_id) } : null;
}
