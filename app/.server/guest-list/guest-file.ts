import { parse } from 'csv-parse/sync';

/** A wedding's list, with room to spare (the file's size cap is the form's, `schemas/guest-list.ts`). */
export const MAX_GUEST_ROWS = 2000;

/** A row of the file and its number as the spreadsheet shows it (the heading is row 1). */
export interface GuestRow {
  line: number;
  cells: string[];
}

export type GuestFile = { ok: true; headings: string[]; rows: GuestRow[] } | { ok: false; message: string };

const refuse = (message: string) => ({ ok: false, message }) as const;

export const FILE_MESSAGES = {
  empty: 'The file is empty. Please choose your guest list saved as CSV.',
  workbook:
    'This is an Excel or Numbers workbook, not a CSV file. In Excel choose File → Save As → “CSV UTF-8”, in Google Sheets File → Download → CSV, then import that file.',
  notText: 'This file is not a CSV file. Please save your guest list as CSV and import that file.',
  encoding:
    'The file’s characters could not be read (it is not UTF-8 or Windows text). In Excel choose File → Save As → “CSV UTF-8”, then import that file.',
  noRows: 'The file has a heading row but no guests under it.',
  tooManyRows: `The file has more than ${MAX_GUEST_ROWS.toLocaleString('en-IN')} guests. Please split it into smaller files.`,
  unreadable: 'The file could not be read as CSV: a quote may be left open. Please check it and save it as CSV again.',
} as const;

/** Bytes Windows-1252 leaves undefined: text with them is in some other encoding. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/** UTF-8 (with or without its BOM), UTF-16 with its BOM, or Windows-1252 (Excel's "CSV" on Windows). */
export function decodeGuestFile(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  if (bytes.length === 0) return refuse(FILE_MESSAGES.empty);
  const starts = (...prefix: number[]) => prefix.every((byte, at) => bytes[at] === byte);
  if (starts(0x50, 0x4b, 0x03, 0x04) || starts(0xd0, 0xcf, 0x11, 0xe0)) return refuse(FILE_MESSAGES.workbook);
  if (starts(0xef, 0xbb, 0xbf)) return utf8(bytes.subarray(3));
  if (starts(0xff, 0xfe)) return { ok: true, text: new TextDecoder('utf-16le').decode(bytes.subarray(2)) };
  if (starts(0xfe, 0xff)) return { ok: true, text: new TextDecoder('utf-16be').decode(bytes.subarray(2)) };
  if (bytes.includes(0)) return refuse(FILE_MESSAGES.notText);
  const asUtf8 = utf8(bytes);
  if (asUtf8.ok) return asUtf8;
  if (bytes.some((byte) => UNDEFINED_IN_1252.has(byte))) return refuse(FILE_MESSAGES.encoding);
  return { ok: true, text: new TextDecoder('windows-1252').decode(bytes) };
}

function utf8(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string } {
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return refuse(FILE_MESSAGES.encoding);
  }
}

/** The separator the heading row uses most, outside quotes: Excel writes ";" where "," is the decimal mark. */
export function delimiterOf(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text.slice(0, 10_000)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++;
  }
  const [best] = (Object.entries(counts) as [keyof typeof counts, number][]).sort((a, b) => b[1] - a[1]);
  return best![1] > 0 ? best![0] : ',';
}

/** The heading row and the rows under it, blank rows left out; cells trimmed. */
export function readGuestFile(bytes: Uint8Array): GuestFile {
  const decoded = decodeGuestFile(bytes);
  if (!decoded.ok) return decoded;
  if (hasControlCharacters(decoded.text.slice(0, 4096))) return refuse(FILE_MESSAGES.notText);
  let records: string[][];
  try {
    // Blank rows are read too (and left out below), so each row keeps the number the spreadsheet gives it.
    records = parse(decoded.text, {
      delimiter: delimiterOf(decoded.text),
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      to: MAX_GUEST_ROWS * 2,
    });
  } catch {
    return refuse(FILE_MESSAGES.unreadable);
  }
  if (records.length >= MAX_GUEST_ROWS * 2) return refuse(FILE_MESSAGES.tooManyRows);
  const rows = records
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  const [headings, ...guests] = rows;
  if (!headings || guests.length === 0) return refuse(headings ? FILE_MESSAGES.noRows : FILE_MESSAGES.empty);
  if (guests.length > MAX_GUEST_ROWS) return refuse(FILE_MESSAGES.tooManyRows);
  return { ok: true, headings: headings.cells, rows: guests };
}

/** Text files have tabs and line breaks, never the other control characters binary files are full of. */
function hasControlCharacters(text: string): boolean {
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d && code !== 0x0c) return true;
  }
  return false;
}
