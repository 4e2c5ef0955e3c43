import type { Db } from './db/connection';
import { queueMail } from './mail/outbox';
import type { ContactInput } from '~/schemas/contact';

/**
 * Keeps a visitor's message and queues an e-mail to the designer (reply-to the visitor), in one
 * transaction with the caller's other writes: either both exist or neither does.
 */
export async function submitContactMessage(
  db: Db,
  input: ContactInput,
  options: { designerEmail: string; now?: Date },
): Promise<number> {
  const now = options.now ?? new Date();
  const { id } = await db
    .insertInto('contact_messages')
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      event_date: input.eventDate || null,
      message: input.message,
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueMail(
    db,
    { to: options.designerEmail, replyTo: input.email },
    {
      subject: `New message from ${input.name}`,
      blocks: [
        { kind: 'heading', text: 'A new message from the contact form' },
        {
          kind: 'fields',
          rows: [
            ['Name', input.name],
            ['Email', input.email],
            ['Phone', input.phone || '—'],
            ['Event date', input.eventDate || '—'],
          ],
        },
        { kind: 'quote', text: input.message },
        { kind: 'paragraph', text: 'Reply to this e-mail to answer them directly.' },
      ],
    },
    now,
  );
  return Number(id);
}
