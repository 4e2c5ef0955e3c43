import { invitationDate } from '~/lib/studio-time';
import { eventHeadline, shortTime, sortedEvents } from '~/lib/wedding-events';
import type { MailBlock } from '../mail/template';
import type { OrderBrief } from './brief';

/** The weekday helps the reader; the date stays as stored. */
export function eventDateText(isoDay: string): string {
  const day = invitationDate(isoDay);
  return day ? `${day} (${isoDay})` : isoDay;
}

/** Wording and notes are paragraphs of their own, so they arrive exactly as typed, line breaks and all. */
export function briefBlocks(brief: OrderBrief): MailBlock[] {
  return [
    {
      kind: 'fields',
      rows: [
        ['Names', brief.coupleNames],
        ['Event date', eventDateText(brief.eventDate)],
        ...(brief.eventTime ? [['Time', shortTime(brief.eventTime)] as [string, string]] : []),
        ['Venue', brief.venue],
        ...(brief.closingLine ? [['Closing line', brief.closingLine] as [string, string]] : []),
        ...sortedEvents(brief.events).map(
          (event) => ['Event', [eventHeadline(event), event.venue].filter(Boolean).join(' — ')] as [string, string],
        ),
      ],
    },
    { kind: 'paragraph', text: 'Wording:' },
    { kind: 'paragraph', text: brief.wording },
    { kind: 'paragraph', text: 'Notes:' },
    { kind: 'paragraph', text: brief.notes === '' ? '(none)' : brief.notes },
  ];
}
