import * as v from 'valibot';
import { partyDetails, PARTY_SIDES, type PartySide } from '~/schemas/invitation-site';
import { internationalPhone, normalisePhone } from '~/.server/invitation-site/phone';
import type { ColumnPlan, DetailColumn } from './guest-columns';
import type { GuestRow } from './guest-file';

/** A row that will become a party: checked by the same rules as the couple's "Add guest" form. */
export interface PlannedParty {
  line: number;
  name: string;
  /** E.164 */
  phone: string;
  email: string | null;
  ceiling: number;
  side: PartySide | null;
  group: string;
  eventIds: number[];
}

export interface RefusedRow {
  line: number;
  name: string;
  reasons: string[];
}

export interface DuplicateRow {
  line: number;
  name: string;
  phone: string;
  /** "row 12 (The Kapoor family)", or "The Kapoor family, already on your list" */
  of: string;
}

export interface ImportPlan {
  adds: PlannedParty[];
  refused: RefusedRow[];
  duplicates: DuplicateRow[];
  /** No column names an event: every guest is invited to all of them. */
  allEvents: boolean;
}

export interface KnownParty {
  name: string;
  phone: string;
  group: string;
}

const RowSchema = v.object(partyDetails);

const NO = new Set(['', 'no', 'n', '0', 'false', '-', '—', 'x no', 'not invited', 'nahi', 'na']);

const SIDE_WORDS: Record<string, PartySide> = {
  bride: 'bride',
  brides: 'bride',
  brideside: 'bride',
  bridesside: 'bride',
  girl: 'bride',
  girls: 'bride',
  ladkiwale: 'bride',
  groom: 'groom',
  grooms: 'groom',
  groomside: 'groom',
  groomsside: 'groom',
  boy: 'groom',
  boys: 'groom',
  ladkewale: 'groom',
  both: 'both',
  common: 'both',
  mutual: 'both',
};

const cell = (row: GuestRow, columns: ColumnPlan, name: DetailColumn) => {
  const column = columns.details[name];
  return column === undefined ? '' : (row.cells[column] ?? '').trim();
};

const sideOf = (text: string): PartySide | string | undefined => {
  if (!text) return undefined;
  const key = text.toLowerCase().replace(/[^a-z]/g, '');
  return SIDE_WORDS[key] ?? ((PARTY_SIDES as readonly string[]).includes(key) ? (key as PartySide) : text);
};

/** Same phone, or same name in the same group: the same family written twice. */
export const nameKey = (party: { name: string; group: string }) =>
  `${party.name.toLowerCase().replace(/\s+/g, ' ')}|${party.group.toLowerCase()}`;

export function planImport(
  rows: GuestRow[],
  columns: ColumnPlan,
  events: { id: number }[],
  known: KnownParty[],
): ImportPlan {
  const allEvents = columns.events.length === 0;
  const plan: ImportPlan = { adds: [], refused: [], duplicates: [], allEvents };
  const byPhone = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const party of known) {
    const label = `${party.name}, already on your list`;
    byPhone.set(party.phone, label);
    byName.set(nameKey(party), label);
  }

  for (const row of rows) {
    const name = cell(row, columns, 'name');
    const reasons: string[] = [];
    const size = cell(row, columns, 'size');
    const ceiling = size === '' ? 1 : /^\d{1,3}$/.test(size) ? Number(size) : Number.NaN;
    if (Number.isNaN(ceiling)) reasons.push('Number of people must be a whole number');
    const checked = v.safeParse(RowSchema, {
      name: name || undefined,
      phone: cell(row, columns, 'phone') || undefined,
      email: cell(row, columns, 'email') || undefined,
      ceiling: Number.isNaN(ceiling) ? 1 : ceiling,
      side: sideOf(cell(row, columns, 'side')),
      group: cell(row, columns, 'group') || undefined,
    });
    if (!checked.success) {
      for (const issue of checked.issues) if (!reasons.includes(issue.message)) reasons.push(issue.message);
    }
    const phone = checked.success ? normalisePhone(checked.output.phone) : null;
    if (checked.success && !phone)
      reasons.push('Not a phone number: write it with its country code, e.g. +91 98123 45678');
    const eventIds = allEvents
      ? events.map((event) => event.id)
      : columns.events
          .filter(({ column }) => !NO.has((row.cells[column] ?? '').trim().toLowerCase()))
          .map(({ eventId }) => eventId);
    if (eventIds.length === 0)
      reasons.push('Not invited to any event: write “yes” under the events they are invited to');
    if (reasons.length || !checked.success || !phone) {
      plan.refused.push({ line: row.line, name: name || '(no name)', reasons });
      continue;
    }

    const party: PlannedParty = {
      line: row.line,
      name: checked.output.name,
      phone,
      email: checked.output.email ?? null,
      ceiling: checked.output.ceiling,
      side: checked.output.side ?? null,
      group: checked.output.group ?? '',
      eventIds,
    };
    const same = byPhone.get(phone) ?? byName.get(nameKey(party));
    if (same) {
      plan.duplicates.push({ line: row.line, name: party.name, phone: internationalPhone(phone), of: same });
      continue;
    }
    const label = `row ${row.line} (${party.name})`;
    byPhone.set(phone, label);
    byName.set(nameKey(party), label);
    plan.adds.push(party);
  }
  return plan;
}
