import type { Db } from '~/.server/db/connection';
import { parsePartyToken } from '~/.server/guest-list/parties';
import { parseSiteAddress } from './site-address';
import { studioToday } from '~/lib/studio-time';

/**
 * Everything a guest's page is made of, as one value that changes whenever the page would: the
 * site (its details and cover, its events), the party (its name, ceiling, events, answers), the
 * order's design (a new draft, a delivered proof, a changed brief), the shop's content and the
 * studio's day (the deadline). One indexed read; null for an address and link that are not a party's
 * of that site, which the page itself answers (and counts towards the guessing limit).
 */
export async function guestPageStamp(
  db: Db,
  params: { address: string; token: string },
  now = new Date(),
): Promise<string | null> {
  const address = parseSiteAddress(params.address);
  const token = parsePartyToken(params.token);
  if (!address || !token) return null;
  const row = await db
    .selectFrom('parties as p')
    .innerJoin('invitation_sites as s', 's.id', 'p.site_id')
    .innerJoin('orders as o', 'o.id', 's.order_id')
    .select((eb) => [
      's.version as site',
      's.events_version as events',
      'p.version as party',
      'p.reply_version as reply',
      'o.version as order',
      'o.delivered_proof_id as proof',
      eb
        .selectFrom('design_render_files as f')
        .select((f) => f.fn.max('f.id').as('last'))
        .whereRef('f.order_id', '=', 's.order_id')
        .as('lastDraft'),
      eb
        .selectFrom('design_render_files as f')
        .select((f) => f.fn.countAll().as('drafts'))
        .whereRef('f.order_id', '=', 's.order_id')
        .as('drafts'),
      eb.selectFrom('content_version').select('version').where('id', '=', 1).as('content'),
    ])
    .where('p.token', '=', token)
    .where('s.address', '=', address)
    .executeTakeFirst();
  if (!row) return null;
  return [
    row.site,
    row.events,
    row.party,
    row.reply,
    row.order,
    row.proof ?? '-',
    row.lastDraft ?? '-',
    row.drafts ?? 0,
    row.content ?? '-',
    studioToday(now),
  ].join(':');
}
