/**
 * How far a party's invitation has got, furthest first: answered, opened by a person, delivered
 * (a messenger drew its card), sent (the WhatsApp tap, or the e-mail accepted), not sent yet.
 */
export const GUEST_STATES = ['not-sent', 'sent', 'delivered', 'opened', 'responded'] as const;
export type GuestState = (typeof GUEST_STATES)[number];

export const STATE_NAMES: Record<GuestState, string> = {
  'not-sent': 'Not sent',
  sent: 'Sent',
  delivered: 'Delivered',
  opened: 'Opened',
  responded: 'Replied',
};

export interface Tracked {
  sentAt: string | null;
  deliveredAt: string | null;
  openedAt: string | null;
  answeredAt: string | null;
}

export function stateOf(party: Tracked): { state: GuestState; at: string | null } {
  if (party.answeredAt) return { state: 'responded', at: party.answeredAt };
  if (party.openedAt) return { state: 'opened', at: party.openedAt };
  if (party.deliveredAt) return { state: 'delivered', at: party.deliveredAt };
  if (party.sentAt) return { state: 'sent', at: party.sentAt };
  return { state: 'not-sent', at: null };
}

export const isGuestState = (value: unknown): value is GuestState =>
  typeof value === 'string' && (GUEST_STATES as readonly string[]).includes(value);
