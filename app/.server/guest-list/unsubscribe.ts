import type { Db } from '../db/connection';

/** The guest asked for no more e-mail about this wedding: invitations, reminders and changes all stop. */
export async function stopGuestMail(db: Db, partyId: number, now = new Date()): Promise<void> {
  await db
    .updateTable('parties')
    .set({ email_opt_out_at: now.toISOString() })
    .where('id', '=', partyId)
    .where('email_opt_out_at', 'is', null)
    .execute();
}
