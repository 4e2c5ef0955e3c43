import { atVersion, nextVersion } from '~/.server/db/row-versions';
import { studioToday } from '~/lib/studio-time';
import type { Db } from '~/.server/db/connection';
import type { InvitationSitesTable } from '~/.server/db/schema';
import type { Selectable, Updateable } from 'kysely';
import { toIso } from '~/.server/db/values';
import { siteAddressFor } from './site-address';

export type SiteRow = Selectable<InvitationSitesTable>;

export interface InvitationSite {
  id: number;
  orderId: number;
  address: string;
  title: string;
  welcome: string;
  coverImage: string | null;
  /** YYYY-MM-DD, the last day answers are taken, or null. */
  rsvpDeadline: string | null;
  hasPassword: boolean;
  whatsAppMessage: string;
  /** Days before the deadline reminders are e-mailed, furthest first, e.g. [7, 2]. */
  reminderDays: number[];
  version: number;
  updatedAt: string;
}

export const toSite = (row: SiteRow): InvitationSite => ({
  id: Number(row.id),
  orderId: Number(row.order_id),
  address: row.address,
  title: row.title,
  welcome: row.welcome,
  coverImage: row.cover_image,
  rsvpDeadline: row.rsvp_deadline,
  hasPassword: row.password_hash !== null,
  whatsAppMessage: row.whatsapp_message,
  reminderDays: (row.reminder_days ?? '').split(',').filter(Boolean).map(Number),
  version: Number(row.version),
  updatedAt: toIso(row.updated_at),
});

/** `{link}` in the message is the party's own link. */
export const LINK_PLACEHOLDER = '{link}';
export const defaultWhatsAppMessage = (coupleNames: string) =>
  `We would love you to celebrate with us! Your invitation from ${coupleNames}: ${LINK_PLACEHOLDER}`;

/** The couple's message with one party's own link where `{link}` stands. */
export const invitationMessage = (template: string, link: string) => template.split(LINK_PLACEHOLDER).join(link);

const ADDRESS_TRIES = 5;

/**
 * The order's site, made the first time it is asked for: titled with the couple's names, at a
 * fresh address. Two first visits at once make one site.
 */
export async function openSite(
  db: Db,
  order: { id: number; coupleNames: string },
  now = new Date(),
): Promise<InvitationSite> {
  for (let attempt = 0; attempt < ADDRESS_TRIES; attempt++) {
    const existing = await siteOfOrder(db, order.id);
    if (existing) return existing;
    const address = siteAddressFor(order.coupleNames);
    const taken = await db
      .selectFrom('invitation_sites')
      .select('id')
      .where('address', '=', address)
      .executeTakeFirst();
    if (taken) continue;
    await db
      .insertInto('invitation_sites')
      .values({
        order_id: order.id,
        address,
        title: order.coupleNames,
        whatsapp_message: defaultWhatsAppMessage(order.coupleNames),
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const site = await siteOfOrder(db, order.id);
  if (!site) throw new Error(`No free site address for order ${order.id}`);
  return site;
}

export async function siteOfOrder(db: Db, orderId: number): Promise<InvitationSite | null> {
  const row = await db.selectFrom('invitation_sites').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  return row ? toSite(row) : null;
}

export async function siteAtAddress(db: Db, address: string): Promise<InvitationSite | null> {
  const row = await db.selectFrom('invitation_sites').selectAll().where('address', '=', address).executeTakeFirst();
  return row ? toSite(row) : null;
}

export interface SiteValues {
  title: string;
  welcome: string;
  rsvpDeadline: string | null;
  whatsAppMessage: string;
  /** Days before the deadline reminders go; left as they are when not given. */
  reminderDays?: number[];
}

export type SiteChange = { ok: true; changed: boolean } | { ok: false; reason: 'missing' | 'stale' };

type SiteColumns = Pick<
  Updateable<InvitationSitesTable>,
  'title' | 'welcome' | 'rsvp_deadline' | 'whatsapp_message' | 'cover_image' | 'password_hash' | 'reminder_days'
>;

/**
 * Writes `columns` over the version the editor showed. When it does not land, the row as it is now
 * decides: already so (`isSaved`: the repeat of a save that landed) is a success, else refused.
 */
export async function saveSite(
  db: Db,
  change: { siteId: number; expectedVersion: number },
  columns: SiteColumns,
  isSaved: (row: SiteRow) => boolean,
  now = new Date(),
): Promise<SiteChange> {
  const result = await db
    .updateTable('invitation_sites')
    .set({ ...columns, version: nextVersion, updated_at: now.toISOString() })
    .where('id', '=', change.siteId)
    .where(atVersion(change.expectedVersion))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return { ok: true, changed: true };
  const row = await db.selectFrom('invitation_sites').selectAll().where('id', '=', change.siteId).executeTakeFirst();
  if (!row) return { ok: false, reason: 'missing' };
  return isSaved(row) ? { ok: true, changed: false } : { ok: false, reason: 'stale' };
}

/** The site's details; a different save from a stale tab is refused. */
export function updateSite(
  db: Db,
  change: { siteId: number; expectedVersion: number; values: SiteValues },
  now = new Date(),
): Promise<SiteChange> {
  const { values } = change;
  const columns = {
    title: values.title,
    welcome: values.welcome,
    rsvp_deadline: values.rsvpDeadline,
    whatsapp_message: values.whatsAppMessage,
    ...(values.reminderDays ? { reminder_days: values.reminderDays.join(',') } : {}),
  };
  const isSaved = (row: SiteRow) =>
    row.title === columns.title &&
    row.welcome === columns.welcome &&
    row.rsvp_deadline === columns.rsvp_deadline &&
    row.whatsapp_message === columns.whatsapp_message &&
    (columns.reminder_days === undefined || row.reminder_days === columns.reminder_days);
  return saveSite(db, change, columns, isSaved, now);
}

/** Sets (or with null, removes) the site's cover photo, an image of the pipeline. */
export function setCoverImage(
  db: Db,
  change: { siteId: number; expectedVersion: number; image: string | null },
  now = new Date(),
): Promise<SiteChange> {
  return saveSite(db, change, { cover_image: change.image }, (row) => row.cover_image === change.image, now);
}

/** Answers are taken up to and including the deadline's day. */
export const answersClosed = (site: Pick<InvitationSite, 'rsvpDeadline'>, now = new Date()) =>
  site.rsvpDeadline !== null && studioToday(now) > site.rsvpDeadline;
