import { stringify } from 'csv-stringify/sync';
import type { Db } from '~/.server/db/connection';
import { toBool, toIso } from '~/.server/db/values';

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

/** A value a spreadsheet would run as a formula (it begins with = + - @, a tab or a carriage return) stays text. */
const asText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/** Every cell quoted, lines ended as spreadsheets on Windows expect (RFC 4180), by node-csv's writer. */
export const csvLines = (rows: (string | number)[][]) =>
  stringify(rows, { quoted: true, quoted_empty: true, record_delimiter: 'windows', cast: { string: asText } });

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
  const lines: (string | number)[][] = [HEADER];
  for (const row of rows) {
    const answer = row.attending === null ? 'Awaiting reply' : toBool(row.attending) ? 'Attending' : 'Declined';
    lines.push([
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
    ]);
  }
  return csvLines(lines);
}
