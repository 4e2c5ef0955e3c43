import type { Db } from '~/.server/db/connection';
import { toBool } from '~/.server/db/values';

export interface EventAnswer {
  eventId: number;
  attending: boolean;
  /** How many of the party will come: 1 up to its ceiling when attending, 0 when not. */
  people: number;
}

export interface Reply {
  answers: EventAnswer[];
  dietary: string;
  message: string;
}

export type ReplyChange =
  | { ok: true; changed: boolean }
  | { ok: false; reason: 'stale' | 'closed' | 'missing' | 'not-invited' | 'unanswered' }
  | { ok: false; reason: 'over-ceiling'; eventId: number; ceiling: number };

/** The party's answer as saved: per invited event, null while not answered. */
export async function replyOf(db: Db, partyId: number) {
  const rows = await db
    .selectFrom('party_events')
    .select(['event_id', 'attending', 'people'])
    .where('party_id', '=', partyId)
    .execute();
  return rows.map((row) => ({
    eventId: Number(row.event_id),
    attending: row.attending === null ? null : toBool(row.attending),
    people: Number(row.people),
  }));
}

/** Every party's answers on a site, in one query: the couple's dashboard lists hundreds of parties. */
export async function repliesOfSite(db: Db, siteId: number) {
  const rows = await db
    .selectFrom('party_events')
    .innerJoin('parties', 'parties.id', 'party_events.party_id')
    .select(['party_events.party_id', 'party_events.event_id', 'party_events.attending', 'party_events.people'])
    .where('parties.site_id', '=', siteId)
    .execute();
  const byParty = new Map<number, Awaited<ReturnType<typeof replyOf>>>();
  for (const row of rows) {
    const answers = byParty.get(Number(row.party_id)) ?? [];
    answers.push({
      eventId: Number(row.event_id),
      attending: row.attending === null ? null : toBool(row.attending),
      people: Number(row.people),
    });
    byParty.set(Number(row.party_id), answers);
  }
  return byParty;
}

/**
 * Saves a guest's answer for every event the party is invited to, over the reply version their
 * page showed. Each event is answered; no more people than the party's ceiling; nothing after the
 * deadline (`closed`, decided by the caller). A repeat of what is saved (a double click) is a
 * success that changes nothing; a different answer from a stale page is refused.
 */
export async function saveReply(
  db: Db,
  change: { partyId: number; expectedReplyVersion: number; reply: Reply; closed: boolean },
  now = new Date(),
): Promise<ReplyChange> {
  const { reply } = change;
  return db.transaction().execute(async (trx) => {
    const party = await trx
      .selectFrom('parties')
      .select(['ceiling', 'reply_version', 'dietary', 'message'])
      .where('id', '=', change.partyId)
      .executeTakeFirst();
    if (!party) return { ok: false, reason: 'missing' } as const;
    const saved = await replyOf(trx, change.partyId);
    const invited = new Set(saved.map((answer) => answer.eventId));
    const given = new Map(reply.answers.map((answer) => [answer.eventId, answer]));
    if ([...given.keys()].some((eventId) => !invited.has(eventId)))
      return { ok: false, reason: 'not-invited' } as const;
    if (given.size !== invited.size) return { ok: false, reason: 'unanswered' } as const;
    const ceiling = Number(party.ceiling);
    for (const answer of given.values()) {
      if (answer.attending && (answer.people < 1 || answer.people > ceiling)) {
        return { ok: false, reason: 'over-ceiling', eventId: answer.eventId, ceiling } as const;
      }
    }
    const same =
      party.dietary === reply.dietary &&
      party.message === reply.message &&
      saved.every((answer) => {
        const next = given.get(answer.eventId);
        return next && answer.attending === next.attending && answer.people === (next.attending ? next.people : 0);
      });
    if (Number(party.reply_version) !== change.expectedReplyVersion) {
      return same ? ({ ok: true, changed: false } as const) : ({ ok: false, reason: 'stale' } as const);
    }
    if (change.closed) return { ok: false, reason: 'closed' } as const;
    if (same) return { ok: true, changed: false } as const;
    const claimed = await trx
      .updateTable('parties')
      .set((eb) => ({
        dietary: reply.dietary,
        message: reply.message,
        answered_at: now.toISOString(),
        reply_version: eb('reply_version', '+', 1),
      }))
      .where('id', '=', change.partyId)
      .where('reply_version', '=', change.expectedReplyVersion)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { ok: false, reason: 'stale' } as const;
    for (const answer of given.values()) {
      await trx
        .updateTable('party_events')
        .set({ attending: answer.attending, people: answer.attending ? answer.people : 0 })
        .where('party_id', '=', change.partyId)
        .where('event_id', '=', answer.eventId)
        .execute();
    }
    return { ok: true, changed: true } as const;
  });
}
