import type { Db } from '~/.server/db/connection';
import type { FileStore } from '~/.server/storage/file-store';
import { coverThumbnail } from '~/.server/downloads/cover';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { eventsOf, type SiteEvent } from './events';
import { linkPreviewOf, previewVersion, PREVIEW_HEIGHT, PREVIEW_WIDTH, type PreviewContent } from './link-preview';
import { siteDesignOf } from './site-design';
import { sitePath } from './site-links';
import type { InvitationSite } from './sites';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const partsOf = (isoDay: string) => {
  const [year = '', month = '1', day = '1'] = isoDay.split('-');
  return { year, month: MONTHS[Number(month) - 1] ?? '', day: String(Number(day)) };
};

/** "13 February 2027", "13–14 February 2027", "28 February – 2 March 2027". */
export function dateRangeOf(first: string, last: string): string {
  const a = partsOf(first);
  const b = partsOf(last);
  if (first === last) return `${a.day} ${a.month} ${a.year}`;
  if (a.year === b.year && a.month === b.month) return `${a.day}–${b.day} ${b.month} ${b.year}`;
  if (a.year === b.year) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
}

/** The town of an address: its last part, or the one before a last part with a postcode ("Udaipur, Rajasthan 313001"). */
export function placeOf(address: string): string {
  const parts = address
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  return /\d/.test(last) && parts.length > 1 ? (parts.at(-2) ?? '') : last;
}

/** What the preview shows, without the picture's bytes: enough for its version and the page's tags. */
type Known = { events?: SiteEvent[]; design?: { storageKey: string } | null };

async function previewContent(
  db: Db,
  site: InvitationSite,
  known: Known = {},
): Promise<PreviewContent & { storageKey: string | null }> {
  const events = known.events ?? (await eventsOf(db, site.id));
  const days = events.map((event) => event.date).sort();
  const order = await db
    .selectFrom('orders')
    .select(['event_date', 'venue'])
    .where('id', '=', site.orderId)
    .executeTakeFirst();
  const first = days[0] ?? order?.event_date ?? '';
  const last = days.at(-1) ?? first;
  const where = events[0] ? events[0].address || events[0].venue : (order?.venue ?? '');
  const design = known.design === undefined ? await siteDesignOf(db, site.orderId) : known.design;
  return {
    title: site.title,
    dateLine: first ? dateRangeOf(first, last) : '',
    place: placeOf(where),
    design: null,
    designKey: design?.storageKey ?? null,
    storageKey: design?.storageKey ?? null,
  };
}

export interface LinkPreviewTags {
  title: string;
  description: string;
  image: string;
  width: number;
  height: number;
}

/** The Open Graph tags' values for a page of the site. */
export async function linkPreviewTags(
  db: Db,
  siteUrl: string,
  site: InvitationSite,
  known: Known = {},
): Promise<LinkPreviewTags> {
  const content = await previewContent(db, site, known);
  return {
    title: site.title,
    description: [content.dateLine, content.place].filter(Boolean).join(' · ') || 'Our wedding invitation',
    image: absoluteUrl(siteUrl, `${sitePath(site.address)}/preview.jpg?v=${previewVersion(content)}`),
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
  };
}

/** The preview picture itself, with the couple's design behind the names once it is drawn. */
export async function linkPreviewImage(db: Db, files: FileStore, site: InvitationSite) {
  const content = await previewContent(db, site);
  const design = content.storageKey ? await coverThumbnail(files, content.storageKey, PREVIEW_WIDTH) : null;
  return linkPreviewOf({ ...content, design });
}
