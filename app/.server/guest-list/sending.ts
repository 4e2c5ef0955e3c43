import type { Db } from '../db/connection';

export type SentBy = 'whatsapp' | 'email';

/** The first sending counts (and how): a second tap, or an e-mail after a WhatsApp, changes nothing. */
export async function markPartySent(db: Db, partyId: number, by: SentBy, now = new Date()): Promise<void> {
  await db
    .updateTable('parties')
    .set({ sent_at: now.toISOString(), sent_by: by })
    .where('id', '=', partyId)
    .where('sent_at', 'is', null)
    .execute();
}
