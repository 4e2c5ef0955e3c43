import type { Db } from '../db/connection';
import { toBool } from '../db/values';

export interface EventHeadcount {
  eventId: number;
  /** People who will come. */
  attending: number;
  /** Parties that said no, and parties that have not answered. */
  declined: number;
  awaiting: number;
  invitedParties: number;
}

/** Per event of the site, in the events' order: who comes, who does not, who has not said. */
export async function headcountsOf(db: Db, siteId: number): Promise<EventHeadcount[]> {
  const rows = await db
    .selectFrom('site_events')
    .leftJoin('party_events', 'party_events.event_id', 'site_events.id')
    .select(['site_events.id as eventId', 'party_events.party_id', 'party_events.attending', 'party_events.people'])
    .where('site_events.site_id', '=', siteId)
    .orderBy('site_events.position')
    .orderBy('site_events.id')
    .execute();
  const counts = new Map<number, EventHeadcount>();
  for (const row of rows) {
    const eventId = Number(row.eventId);
    let count = counts.get(eventId);
    if (!count) counts.set(eventId, (count = { eventId, attending: 0, declined: 0, awaiting: 0, invitedParties: 0 }));
    if (row.party_id === null) continue;
    count.invitedParties++;
    if (row.attending === null) count.awaiting++;
    else if (toBool(row.attending)) count.attending += Number(row.people);
    else count.declined++;
  }
  return [...counts.values()];
}
