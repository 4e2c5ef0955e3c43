import { Link } from '@remix-run/react';
import { formatCalendarDay } from '~/lib/studio-time';

export interface TodayItem {
  kind: 'start' | 'make' | 'changes' | 'waiting';
  number: string;
  couple: string;
  buyer: string;
  eventDate: string;
  businessDays: number;
  state: 'on-time' | 'due-soon' | 'overdue';
  words: string | null;
  action: { label: string; to: string };
}

export interface TodayCounts {
  pendingReviews: number;
  unreadMessages: number;
  undeliveredMail: number;
}

const HEADLINES: Record<TodayItem['kind'], (item: TodayItem) => string> = {
  start: () => 'New order: start work',
  make: () => 'In progress: the proof is next',
  changes: (item) => `${item.buyer} asked for changes`,
  waiting: (item) => `Proof sent ${days(item.businessDays)} ago: waiting for ${item.buyer}`,
};

const STATE_CLASSES: Record<TodayItem['state'], string> = {
  'on-time': 'border-line bg-white',
  'due-soon': 'border-gold/70 bg-cream/70',
  overdue: 'border-rose/60 bg-blush/40',
};

function days(businessDays: number) {
  const rounded = Math.max(0.1, Math.round(businessDays * 10) / 10);
  return `${rounded} business ${rounded === 1 ? 'day' : 'days'}`;
}

const actionClasses =
  'inline-flex items-center justify-center whitespace-nowrap rounded-full bg-rose px-5 py-2 text-sm font-medium text-white hover:bg-rose-dark';

/** The designer's day: each thing waiting, the longest first, with the one thing to do next. */
export function TodayList({ items, counts }: { items: TodayItem[]; counts: TodayCounts }) {
  const others = [
    {
      count: counts.pendingReviews,
      text: (n: number) => `${n} ${n === 1 ? 'review waits' : 'reviews wait'} for approval`,
      label: 'Moderate',
      to: '/admin/testimonials',
    },
    {
      count: counts.unreadMessages,
      text: (n: number) => `${n} unread ${n === 1 ? 'message' : 'messages'}`,
      label: 'Read',
      to: '/admin/messages',
    },
    {
      count: counts.undeliveredMail,
      text: (n: number) => `${n} ${n === 1 ? 'e-mail' : 'e-mails'} not delivered`,
      label: 'See why',
      to: '/admin/messages#undelivered',
    },
  ].filter((other) => other.count > 0);
  if (!items.length && !others.length) {
    return <p className="py-4 text-center text-muted">Nothing is waiting for you. Enjoy the day.</p>;
  }
  return (
    <ol className="space-y-3" data-testid="today">
      {items.map((item) => (
        <li
          key={`${item.kind}-${item.number}`}
          className={`flex flex-col gap-3 rounded-xl border px-4 py-3 sm:flex-row sm:items-center sm:justify-between ${STATE_CLASSES[item.state]}`}
          data-testid="today-order"
        >
          <div className="min-w-0">
            <p className="font-medium text-ink">{HEADLINES[item.kind](item)}</p>
            {item.words ? <p className="mt-1 line-clamp-3 text-sm italic text-ink">“{item.words}”</p> : null}
            <p className="mt-1 text-xs text-muted">
              {item.number} · {item.couple} · wedding {formatCalendarDay(item.eventDate)}
              {item.kind === 'waiting' ? '' : ` · waited ${days(item.businessDays)} of 3`}
            </p>
          </div>
          <Link to={item.action.to} className={actionClasses}>
            {item.action.label}
            <span className="sr-only"> for {item.number}</span>
          </Link>
        </li>
      ))}
      {others.map((other) => (
        <li
          key={other.to}
          className="flex flex-col gap-3 rounded-xl border border-line bg-white px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="font-medium text-ink">{other.text(other.count)}</p>
          <Link to={other.to} className={actionClasses}>
            {other.label}
          </Link>
        </li>
      ))}
    </ol>
  );
}
