import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { ContactMessagesTable } from '../db/schema';
import { toIso } from '../db/values';
import { queueMail } from '../mail/outbox';
import type { ContactInput } from '~/schemas/contact';

/** The message and the queued e-mail are written in the caller's transaction: both or neither. */
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

export const MESSAGES_PAGE_SIZE = 25;

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  eventDate: string | null;
  message: string;
  createdAt: string;
  readAt: string | null;
  handledAt: string | null;
  handledBy: string | null;
}

function toMessage(row: Selectable<ContactMessagesTable>): ContactMessage {
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    eventDate: row.event_date,
    message: row.message,
    createdAt: toIso(row.created_at),
    readAt: row.read_at === null ? null : toIso(row.read_at),
    handledAt: row.handled_at === null ? null : toIso(row.handled_at),
    handledBy: row.handled_by,
  };
}

export interface MessagePage {
  items: ContactMessage[];
  page: number;
  pageCount: number;
  total: number;
  unread: number;
}

export async function listContactMessages(
  db: Db,
  requestedPage: number,
  pageSize = MESSAGES_PAGE_SIZE,
): Promise<MessagePage> {
  const counts = await db
    .selectFrom('contact_messages')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('total'),
      eb.fn.count<string | number>(eb.case().when('read_at', 'is', null).then(1).end()).as('unread'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(counts.total);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.trunc(requestedPage) || 1), pageCount);
  const rows = await db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(toMessage), page, pageCount, total, unread: Number(counts.unread) };
}

export async function countUnreadMessages(db: Db): Promise<number> {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks it read the first time: the page is only opened by a person, behind the admin check. */
export async function openContactMessage(db: Db, id: number, now = new Date()): Promise<ContactMessage | null> {
  await db
    .updateTable('contact_messages')
    .set({ read_at: now.toISOString() })
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toMessage(row) : null;
}

export type MessageChange = 'handled' | 'unhandled' | 'unread';

/** Changes only a message not already so, so a double click or a second admin changes nothing twice. */
export async function changeContactMessage(
  db: Db,
  request: { id: number; change: MessageChange; admin: string; now?: Date },
): Promise<'changed' | 'unchanged' | 'missing'> {
  const now = (request.now ?? new Date()).toISOString();
  const query = db.updateTable('contact_messages').where('id', '=', request.id);
  const result = await (
    request.change === 'handled'
      ? query
          .set({ handled_at: now, handled_by: request.admin, read_at: sql<string>`coalesce(read_at, ${now})` })
          .where('handled_at', 'is', null)
      : request.change === 'unhandled'
        ? query.set({ handled_at: null, handled_by: null }).where('handled_at', 'is not', null)
        : query.set({ read_at: null }).where('read_at', 'is not', null)
  ).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return 'changed';
  const exists = await db.selectFrom('contact_messages').select('id').where('id', '=', request.id).executeTakeFirst();
  return exists ? 'unchanged' : 'missing';
}
