import { isGuestState, stateOf, type GuestState } from '~/lib/guest-states';
import { PARTY_SIDES, type PartySide } from '~/schemas/invitation-site';
import type { Party } from './parties';

/** Which guests the couple is looking at: by how far their invitation got, their side, their group. */
export interface GuestFilter {
  state: GuestState | null;
  side: PartySide | null;
  group: string | null;
}

export const NO_FILTER: GuestFilter = { state: null, side: null, group: null };

/** From the list's address (`?state=opened&side=bride&group=Cousins`); anything unknown is no filter. */
export function guestFilterOf(url: URL): GuestFilter {
  const state = url.searchParams.get('state');
  const side = url.searchParams.get('side');
  const group = url.searchParams.get('group')?.slice(0, 60) ?? '';
  return {
    state: isGuestState(state) ? state : null,
    side: (PARTY_SIDES as readonly string[]).includes(side ?? '') ? (side as PartySide) : null,
    group: group || null,
  };
}

export const isFiltered = (filter: GuestFilter) => Boolean(filter.state || filter.side || filter.group);

export function matchesFilter(party: Party, filter: GuestFilter): boolean {
  return (
    (!filter.state || stateOf(party).state === filter.state) &&
    (!filter.side || party.side === filter.side) &&
    (!filter.group || party.group.toLowerCase() === filter.group.toLowerCase())
  );
}

/** Per event (the parties invited to it), how many are at each state. */
export function stateCountsByEvent(parties: Party[], invited: Map<number, number[]>, eventIds: number[]) {
  return eventIds.map((eventId) => {
    const counts: Record<GuestState, number> = { 'not-sent': 0, sent: 0, delivered: 0, opened: 0, responded: 0 };
    for (const party of parties) if (invited.get(party.id)?.includes(eventId)) counts[stateOf(party).state]++;
    return { eventId, counts };
  });
}
