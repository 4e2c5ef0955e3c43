import type { Db } from '../db/connection';
import { toBool, toIso } from '../db/values';

const HEADER = [
  'Party',
  'Phone',
  'E-mail',
  'Invited as',
  'Event',
  'Date',
  'Answer',
  'People',
  'Dietary',
  'Message',
  'Answered',
];

/**
 * One CSV cell: quoted, and a value a spreadsheet would run as a formula (it begins with = + - @,
 * or a tab or carriage return before one) is given a leading apostrophe so it stays text.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The guest list: one row per party and event it is invited to, for a spreadsheet or the caterer. */
export async function guestListCsv(db: Db, siteId: number): Promise<string> {
  const rows = await db
    .selectFrom('parties')
    .innerJoin('party_events', 'party_events.party_id', 'parties.id')
    .innerJoin('site_events', 'site_events.id', 'party_events.event_id')
    .select([
      'parties.name',
      'parties.phone',
      'parties.email',
      'parties.ceiling',
      'parties.dietary',
      'parties.message',
      'parties.answered_at',
      'site_events.name as event',
      'site_events.event_date',
      'party_events.attending',
      'party_events.people',
    ])
    .where('parties.site_id', '=', siteId)
    .orderBy('parties.name')
    .orderBy('parties.id')
    .orderBy('site_events.position')
    .execute();
  const lines = [HEADER.map(csvCell).join(',')];
  for (const row of rows) {
    const answer = row.attending === null ? 'Awaiting reply' : toBool(row.attending) ? 'Attending' : 'Declined';
    lines.push(
      [
        row.name,
        row.phone,
        row.email ?? '',
        Number(row.ceiling),
        row.event,
        row.event_date,
        answer,
        Number(row.people),
        row.dietary,
        row.message,
        row.answered_at === null ? '' : toIso(row.answered_at),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
