import type { Db } from '../db/connection';
import { eventsOf } from '~/.server/invitation-site/events';
import { insertParty, partiesOf } from './parties';
import { planColumns } from './guest-columns';
import { readGuestFile } from './guest-file';
import { nameKey, planImport, type ImportPlan, type KnownParty } from './import-plan';

/** A file read and waiting: kept a day, then swept (`sweepGuestImports`). */
export const IMPORT_KEPT_MS = 24 * 60 * 60 * 1000;

export interface StoredImport {
  id: number;
  fileName: string;
  plan: ImportPlan & { columns: { heading: string; reads: string }[] };
  importedAt: string | null;
  added: number | null;
}

const knownParties = async (db: Db, siteId: number): Promise<KnownParty[]> =>
  (await partiesOf(db, siteId)).map((party) => ({ name: party.name, phone: party.phone, group: party.group }));

/** What each column was read as, in the couple's words, for the preview. */
function columnsShown(
  headings: string[],
  columns: ReturnType<typeof planColumns>,
  events: { id: number; name: string }[],
) {
  const reads: Record<string, string> = {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    size: 'Number of people',
    side: 'Side',
    group: 'Group',
  };
  const shown = Object.entries(columns.details).map(([detail, column]) => ({
    heading: headings[column!] ?? '',
    reads: reads[detail]!,
  }));
  for (const { eventId, column } of columns.events) {
    shown.push({ heading: headings[column] ?? '', reads: `Invited to ${events.find((e) => e.id === eventId)?.name}` });
  }
  for (const heading of columns.unused) shown.push({ heading, reads: 'Not read' });
  return shown;
}

/**
 * Reads the file and keeps its plan for the couple to confirm; nothing is added to the list yet.
 * A file with no name column or not readable is refused with a message saying why.
 */
export async function readGuestImport(
  db: Db,
  siteId: number,
  file: { name: string; bytes: Uint8Array },
  now = new Date(),
): Promise<{ ok: true; id: number } | { ok: false; message: string }> {
  const read = readGuestFile(file.bytes);
  if (!read.ok) return read;
  const events = await eventsOf(db, siteId);
  const columns = planColumns(read.headings, events);
  if (columns.details.name === undefined) {
    return {
      ok: false,
      message: `No column is headed “Name”: the headings found were ${read.headings.map((h) => `“${h}”`).join(', ')}. Please name the column of your guests’ names “Name” and import the file again.`,
    };
  }
  if (columns.details.phone === undefined) {
    return {
      ok: false,
      message: 'No column is headed “Phone” (or “Mobile”, “WhatsApp”): each guest’s link is sent to a phone.',
    };
  }
  const plan = planImport(read.rows, columns, events, await knownParties(db, siteId));
  const { id } = await db
    .insertInto('guest_imports')
    .values({
      site_id: siteId,
      file_name: file.name.slice(0, 200),
      plan: JSON.stringify({ ...plan, columns: columnsShown(read.headings, columns, events) }),
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: true, id: Number(id) };
}

export async function guestImportOf(db: Db, siteId: number, importId: number): Promise<StoredImport | null> {
  const row = await db
    .selectFrom('guest_imports')
    .selectAll()
    .where('id', '=', importId)
    .where('site_id', '=', siteId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: Number(row.id),
    fileName: row.file_name,
    plan: JSON.parse(row.plan) as StoredImport['plan'],
    importedAt: row.imported_at === null ? null : String(row.imported_at),
    added: row.added === null ? null : Number(row.added),
  };
}

/**
 * Adds the planned parties in one transaction, once: a second press, a retry or another tab finds
 * it done and adds nothing. A party added to the list since the preview (same phone, or same name
 * and group) is not added again, nor one whose events were all removed meanwhile.
 */
export async function confirmGuestImport(
  db: Db,
  siteId: number,
  importId: number,
  now = new Date(),
): Promise<{ ok: true; added: number; again: boolean } | { ok: false; reason: 'missing' }> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('guest_imports')
      .set({ imported_at: now.toISOString() })
      .where('id', '=', importId)
      .where('site_id', '=', siteId)
      .where('imported_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const done = await guestImportOf(trx, siteId, importId);
      return done
        ? ({ ok: true, added: done.added ?? 0, again: true } as const)
        : ({ ok: false, reason: 'missing' } as const);
    }
    const stored = (await guestImportOf(trx, siteId, importId))!;
    const eventIds = new Set((await eventsOf(trx, siteId)).map((event) => event.id));
    const known = await knownParties(trx, siteId);
    const phones = new Set(known.map((party) => party.phone));
    const names = new Set(known.map(nameKey));
    let added = 0;
    for (const party of stored.plan.adds) {
      const invited = party.eventIds.filter((id) => eventIds.has(id));
      const key = nameKey(party);
      if (!invited.length || phones.has(party.phone) || names.has(key)) continue;
      await insertParty(trx, siteId, { ...party, eventIds: invited }, now);
      phones.add(party.phone);
      names.add(key);
      added++;
    }
    await trx.updateTable('guest_imports').set({ added }).where('id', '=', importId).execute();
    return { ok: true, added, again: false } as const;
  });
}

/** Files read and never imported, and imports done, go after a day: the parties stay, the plan is not needed. */
export async function sweepGuestImports(db: Db, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('guest_imports')
    .where('created_at', '<', new Date(now.getTime() - IMPORT_KEPT_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
