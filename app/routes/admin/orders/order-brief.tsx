import type { OrderBrief as Brief } from '~/.server/orders/brief';
import { formatCalendarDay } from '~/lib/studio-time';
import { eventHeadline, shortTime, sortedEvents } from '~/lib/wedding-events';
import { Panel } from './panel';

export function OrderBrief({ brief }: { brief: Brief }) {
  const rows: [string, string][] = [
    ['Names', brief.coupleNames],
    ['Event date', `${formatCalendarDay(brief.eventDate)} (${brief.eventDate})`],
    ...(brief.eventTime ? [['Time', shortTime(brief.eventTime)] as [string, string]] : []),
    ['Venue', brief.venue],
    ...(brief.closingLine ? [['Closing line', brief.closingLine] as [string, string]] : []),
    ...sortedEvents(brief.events).map(
      (event, i) =>
        [i === 0 ? 'Events' : '', [eventHeadline(event), event.venue].filter(Boolean).join(' — ')] as [string, string],
    ),
  ];
  return (
    <Panel title="The brief">
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[8rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={`${label}:${value}`} className="contents">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="break-words whitespace-pre-wrap text-ink">{value}</dd>
          </div>
        ))}
        <dt className="text-sm text-muted">Wording</dt>
        <dd
          data-testid="brief-wording"
          className="rounded-lg bg-paper px-4 py-3 break-words whitespace-pre-wrap text-ink"
        >
          {brief.wording}
        </dd>
        <dt className="text-sm text-muted">Notes</dt>
        <dd data-testid="brief-notes" className="break-words whitespace-pre-wrap text-ink">
          {brief.notes || <span className="text-muted">None</span>}
        </dd>
      </dl>
    </Panel>
  );
}
