/**
 * Which column of a guest list holds what, found by its heading: spelt any way a spreadsheet may
 * have it ("Guest Name", "MOBILE NO.", "WhatsApp number", "No. of guests"), and one column per
 * event, named as the site names it ("Sangeet", "Mehndi").
 */
export type DetailColumn = 'name' | 'phone' | 'email' | 'size' | 'side' | 'group';

export interface ColumnPlan {
  details: Partial<Record<DetailColumn, number>>;
  events: { eventId: number; column: number }[];
  /** Headings nothing was read from, shown so the couple sees what was left aside. */
  unused: string[];
}

/** Lower-case letters and digits only: "Mobile No." is "mobileno". */
export const headingKey = (heading: string) =>
  heading
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

const HEADINGS: Record<DetailColumn, string[]> = {
  name: [
    'name',
    'names',
    'guest',
    'guests',
    'guestname',
    'guestnames',
    'fullname',
    'family',
    'familyname',
    'party',
    'partyname',
    'invitee',
    'invitees',
  ],
  phone: [
    'phone',
    'phoneno',
    'phonenumber',
    'mobile',
    'mobileno',
    'mobilenumber',
    'whatsapp',
    'whatsappno',
    'whatsappnumber',
    'cell',
    'cellphone',
    'contact',
    'contactno',
    'contactnumber',
    'number',
  ],
  email: ['email', 'emailaddress', 'emailid', 'mail'],
  size: [
    'guestcount',
    'partysize',
    'size',
    'people',
    'persons',
    'pax',
    'count',
    'headcount',
    'numberofguests',
    'noofguests',
    'numberofpeople',
    'noofpeople',
    'members',
    'adults',
  ],
  side: ['side', 'brideorgroom', 'bridegroom', 'bridesideorgroomside'],
  group: ['group', 'groups', 'category', 'relation', 'relationship', 'circle', 'tag'],
};

export function planColumns(headings: string[], events: { id: number; name: string }[]): ColumnPlan {
  const details: ColumnPlan['details'] = {};
  const planned: ColumnPlan['events'] = [];
  const unused: string[] = [];
  const eventKeys = new Map(events.map((event) => [headingKey(event.name), event.id]));
  headings.forEach((heading, column) => {
    const key = headingKey(heading);
    const eventId = eventKeys.get(key);
    if (eventId !== undefined && !planned.some((event) => event.eventId === eventId)) {
      planned.push({ eventId, column });
      return;
    }
    // "Guests" names the party when no other column does, else it is their number.
    const namedElsewhere = (name: string) => HEADINGS.name.includes(name) && name !== 'guests';
    const wanted: DetailColumn[] =
      key === 'guests' && headings.some((other) => namedElsewhere(headingKey(other)))
        ? ['size']
        : ['name', 'phone', 'email', 'size', 'side', 'group'];
    const detail = wanted.find(
      (name) => details[name] === undefined && (HEADINGS[name].includes(key) || (name === 'size' && key === 'guests')),
    );
    if (detail) details[detail] = column;
    else if (heading) unused.push(heading);
  });
  return { details, events: planned, unused };
}
