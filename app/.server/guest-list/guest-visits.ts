import { isBotAgent } from '../analytics/is-bot';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connection';

/**
 * A personal link fetched: by a messenger drawing its card (WhatsApp's and Facebook's preview
 * fetchers — the invitation reached the chat: "delivered"), or by a person ("opened"). Other robots
 * and a browser's prefetch count as neither. No pixel, no script: the page's own request.
 */
export type GuestVisit = 'delivered' | 'opened';

const PREVIEW_FETCHERS = /\bWhatsApp\/|facebookexternalhit|\bFacebot\b|meta-externalagent/i;

export function guestVisitOf(request: Request): GuestVisit | null {
  if (request.method !== 'GET') return null;
  const userAgent = request.headers.get('User-Agent') ?? '';
  if (PREVIEW_FETCHERS.test(userAgent)) return 'delivered';
  if (!userAgent || isBotAgent(userAgent)) return null;
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`;
  return /prefetch|prerender/i.test(purpose) ? null : 'opened';
}

/** Tokens this process has written a visit for: the first visit writes, the hundredth does not. */
const recorded = new LRUCache<string, true>({ max: 20_000 });

/** The first of each kind is kept; a link renewed since (another token) matches no party. */
export async function recordGuestVisit(db: Db, token: string, request: Request, now = new Date()): Promise<void> {
  const visit = guestVisitOf(request);
  if (!visit || recorded.has(`${visit}:${token}`)) return;
  const column = visit === 'delivered' ? 'delivered_at' : 'opened_at';
  await db
    .updateTable('parties')
    .set({ [column]: now.toISOString() })
    .where('token', '=', token)
    .where(column, 'is', null)
    .execute();
  recorded.set(`${visit}:${token}`, true);
}
