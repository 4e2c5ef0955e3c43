import { Form } from '@remix-run/react';
import { GUEST_STATES, STATE_NAMES, type GuestState } from '~/lib/guest-states';
import { PARTY_SIDES, SIDE_NAMES, type PartySide } from '~/schemas/invitation-site';

export interface GuestFilterValues {
  state: GuestState | null;
  side: PartySide | null;
  group: string | null;
}

const selectClasses =
  'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink focus:border-rose focus:outline-none focus:ring-2 focus:ring-rose/30';

/** Narrows the list, its counts and its sending to some guests: a plain GET, so it works without JavaScript. */
export function GuestFilterForm({
  filter,
  groups,
  shown,
  total,
  sending = false,
}: {
  filter: GuestFilterValues;
  groups: string[];
  shown: number;
  total: number;
  /** On the sending page: by side and group only (the page is of those not sent). */
  sending?: boolean;
}) {
  const filtered = Boolean(filter.state || filter.side || filter.group);
  return (
    <Form
      method="get"
      preventScrollReset
      className="rounded-2xl border border-line bg-cream/40 p-4"
      aria-label="Show guests"
    >
      <div
        className={`grid gap-3 sm:items-end ${sending ? 'sm:grid-cols-[1fr_1fr_auto]' : 'sm:grid-cols-[1fr_1fr_1fr_auto]'}`}
      >
        {sending ? null : (
          <label className="text-sm font-medium text-ink">
            Invitation
            <select name="state" defaultValue={filter.state ?? ''} className={selectClasses}>
              <option value="">All</option>
              {GUEST_STATES.map((state) => (
                <option key={state} value={state}>
                  {STATE_NAMES[state]}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="text-sm font-medium text-ink">
          Side
          <select name="side" defaultValue={filter.side ?? ''} className={selectClasses}>
            <option value="">All</option>
            {PARTY_SIDES.map((side) => (
              <option key={side} value={side}>
                {SIDE_NAMES[side]}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-ink">
          Group
          <select name="group" defaultValue={filter.group ?? ''} className={selectClasses}>
            <option value="">All</option>
            {groups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="rounded-full border border-ink px-5 py-2 text-sm font-medium text-ink hover:bg-ink hover:text-white"
        >
          Show
        </button>
      </div>
      <p className="mt-2 text-sm text-muted">
        {filtered && !sending ? (
          <>
            Showing {shown} of {total} guests ·{' '}
            <a href="?#guests" className="text-rose underline underline-offset-4">
              show all
            </a>
          </>
        ) : filtered ? (
          <a href="?" className="text-rose underline underline-offset-4">
            All guests
          </a>
        ) : (
          `${total} ${total === 1 ? 'guest' : 'guests'}`
        )}
      </p>
    </Form>
  );
}
