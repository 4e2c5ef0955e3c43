import { describe, expect, it } from 'vitest';
import { planColumns } from '~/.server/guest-list/guest-columns';
import { FILE_MESSAGES, readGuestFile } from '~/.server/guest-list/guest-file';
import { planImport } from '~/.server/guest-list/import-plan';

const EVENTS = [
  { id: 1, name: 'Mehndi' },
  { id: 2, name: 'Sangeet' },
  { id: 3, name: 'Ceremony' },
];

const utf8 = (text: string) => new TextEncoder().encode(text);

function read(bytes: Uint8Array) {
  const file = readGuestFile(bytes);
  if (!file.ok) throw new Error(file.message);
  return file;
}

describe('reading a guest list file', () => {
  it('reads UTF-8 with or without its BOM, Windows-1252 and UTF-16, by comma or semicolon', () => {
    const text = 'Name;Mobile;Sangeet\r\n"Mr. & Mrs. Kapoor";098123 45678;yes\r\nZoë Fernandes;+44 7700 900123;\r\n';
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8(text)]);
    // Excel on Windows saves "CSV" in Windows-1252: ë is one byte, 0xEB.
    const windows = new Uint8Array([...text].map((char) => (char === 'ë' ? 0xeb : char.charCodeAt(0))));
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    for (const bytes of [utf8(text), bom, windows, utf16]) {
      const file = read(bytes);
      expect(file.headings).toEqual(['Name', 'Mobile', 'Sangeet']);
      expect(file.rows.map((row) => row.cells[0])).toEqual(['Mr. & Mrs. Kapoor', 'Zoë Fernandes']);
    }
    const commas = read(
      utf8('name,phone,notes\n"Sharma, Anil","+91 98123 45678","line one\nline two"\n\nRao,9812345679,\n'),
    );
    expect(commas.rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [2, 'Sharma, Anil'],
      [4, 'Rao'],
    ]);
  });

  it('says what is wrong with a file it cannot read, and reads nothing from it', () => {
    const refusal = (bytes: Uint8Array) => {
      const file = readGuestFile(bytes);
      return file.ok ? null : file.message;
    };
    expect(refusal(new Uint8Array())).toBe(FILE_MESSAGES.empty);
    expect(refusal(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBe(FILE_MESSAGES.workbook);
    expect(refusal(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]))).toBe(FILE_MESSAGES.notText);
    expect(refusal(new Uint8Array([...utf8('name\n'), 0x81, 0x8d, 0x41]))).toBe(FILE_MESSAGES.encoding);
    expect(refusal(utf8('name,phone\n'))).toBe(FILE_MESSAGES.noRows);
    expect(refusal(utf8(`name\n${'Guest\n'.repeat(2001)}`))).toBe(FILE_MESSAGES.tooManyRows);
  });

  it('reads 2,000 rows and plans them in well under a second', () => {
    const lines = ['Guest name,WhatsApp number,E-mail,No. of guests,Side,Group,Mehndi,Sangeet,Ceremony'];
    for (let n = 0; n < 2000; n++) {
      lines.push(`Family ${n},98${String(10_000_000 + n)},f${n}@example.com,4,Bride's side,Cousins,yes,,yes`);
    }
    const started = performance.now();
    const file = read(utf8(lines.join('\n')));
    const plan = planImport(file.rows, planColumns(file.headings, EVENTS), EVENTS, []);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(plan.adds).toHaveLength(2000);
    expect(plan.adds[0]).toMatchObject({
      phone: '+919810000000',
      ceiling: 4,
      side: 'bride',
      group: 'Cousins',
      eventIds: [1, 3],
    });
  });
});

describe('planning an import', () => {
  it('finds each column by its heading, however it is written', () => {
    const columns = planColumns(
      ['GUEST NAME', 'Mobile No.', 'Email ID', 'Pax', 'Bride/Groom', 'Relation', 'sangeet', 'Notes'],
      EVENTS,
    );
    expect(columns.details).toEqual({ name: 0, phone: 1, email: 2, size: 3, side: 4, group: 5 });
    expect(columns.events).toEqual([{ eventId: 2, column: 6 }]);
    expect(columns.unused).toEqual(['Notes']);
    // "Guests" is the name when nothing else is, the number when a name column is there.
    expect(planColumns(['Guests', 'Phone'], EVENTS).details).toEqual({ name: 0, phone: 1 });
    expect(planColumns(['Name', 'Guests', 'Phone'], EVENTS).details).toEqual({ name: 0, size: 1, phone: 2 });
  });

  it('refuses rows with their reasons, names likely duplicates, and adds the rest', () => {
    const file = read(
      utf8(
        [
          'Name,Phone,Guests,Group,Sangeet,Ceremony',
          'The Kapoor family,98123 45678,4,Family,yes,yes',
          ',98123 45679,2,,yes,',
          'Riya Sen,12,2,,yes,',
          'Dev Rao,98123 45680,60,,yes,',
          'Asha Iyer,98123 45681,two,,yes,',
          'Kabir Shah,98123 45682,1,,,',
          'Kapoor Family,+91 98123 45678,4,Family,yes,',
          'the kapoor family,98765 43210,3,family,yes,',
          'Meera Nair,98123 45683,2,,yes,',
          'Anil Mehta,99887 76655,2,,yes,',
        ].join('\n'),
      ),
    );
    const plan = planImport(file.rows, planColumns(file.headings, EVENTS), EVENTS, [
      { name: 'Anil Mehta', phone: '+919988776655', group: '' },
    ]);
    expect(plan.adds.map((party) => party.name)).toEqual(['The Kapoor family', 'Meera Nair']);
    expect(plan.refused).toEqual([
      { line: 3, name: '(no name)', reasons: ['Name is required'] },
      { line: 4, name: 'Riya Sen', reasons: [expect.stringMatching(/phone number/)] },
      { line: 5, name: 'Dev Rao', reasons: ['Number of people must be between 1 and 50'] },
      { line: 6, name: 'Asha Iyer', reasons: ['Number of people must be a whole number'] },
      { line: 7, name: 'Kabir Shah', reasons: [expect.stringMatching(/^Not invited to any event/)] },
    ]);
    expect(plan.duplicates).toEqual([
      { line: 8, name: 'Kapoor Family', phone: '+91 98123 45678', of: 'row 2 (The Kapoor family)' },
      { line: 9, name: 'the kapoor family', phone: '+91 98765 43210', of: 'row 2 (The Kapoor family)' },
      { line: 11, name: 'Anil Mehta', phone: '+91 99887 76655', of: 'Anil Mehta, already on your list' },
    ]);
  });

  it('invites everyone to every event when no column names one', () => {
    const file = read(utf8('Name,Phone\nMeera Nair,98123 45683\n'));
    const plan = planImport(file.rows, planColumns(file.headings, EVENTS), EVENTS, []);
    expect(plan.allEvents).toBe(true);
    expect(plan.adds[0]?.eventIds).toEqual([1, 2, 3]);
  });
});
