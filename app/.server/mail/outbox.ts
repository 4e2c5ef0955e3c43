import crypto from 'node:crypto';
import type { Db } from '../db/connection';
import { toIso } from '../db/values';
import { backgroundRun } from '../jobs/background-run';
import { markPartySent } from '../guest-list/sending';
import { jobQueue } from '../jobs/job-queue';
import type { MailTransport } from './transport';
import { renderMail, type MailTemplate } from './template';

/** How long a sender may hold a message before another instance may pick it up. */
export const CLAIM_MS = 2 * 60 * 1000;
export const FIRST_RETRY_MS = 30 * 1000;
export const MAX_RETRY_MS = 60 * 60 * 1000;
/** After this many failed tries (about two days) a message is marked failed and kept for the designer. */
export const MAX_ATTEMPTS = 50;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

export interface MailAddressing {
  to: string;
  replyTo?: string | null;
  /** Urgent mail (sign-in codes and links) is sent before anything else that is due. */
  urgent?: boolean;
  /** Lists it (and lets it be resent) on the order's admin page. */
  orderId?: number;
  /** e.g. 'order-confirmation', shown on the order's admin page. */
  kind?: string;
  /** A guest party's invitation or reminder: once the mail server takes it, the party counts as sent. */
  partyId?: number;
  /** Headers of its own, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export const URGENT_PRIORITY = 0;
export const NORMAL_PRIORITY = 1;
/** A delivery run stops here and lets the next run (a kick or the timer) go on. */
export const MAX_PER_RUN = 500;

/** Call it with the transaction that writes the data the e-mail is about; deliver after the commit. */
export async function queueMail(
  db: Db,
  addressing: MailAddressing,
  template: MailTemplate,
  now = new Date(),
): Promise<number> {
  const rendered = renderMail(template);
  const { id } = await db
    .insertInto('mail_outbox')
    .values({
      to_address: addressing.to,
      reply_to: addressing.replyTo ?? null,
      subject: rendered.subject,
      text_body: rendered.text,
      html_body: rendered.html,
      next_attempt_at: now.toISOString(),
      priority: addressing.urgent ? URGENT_PRIORITY : NORMAL_PRIORITY,
      order_id: addressing.orderId ?? null,
      kind: addressing.kind ?? null,
      party_id: addressing.partyId ?? null,
      headers: addressing.headers ? JSON.stringify(addressing.headers) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(id);
}

/**
 * The same on every send of the row, so a resend after a crash shows as one message
 * (docs/decisions/0005-mail-outbox.md). Hashed to keep the row number out of the header; the queueing
 * time makes two databases' ids differ.
 */
export function outboxMessageId(row: { id: number; created_at: unknown }, from: string): string {
  const domain = /@([^@\s<>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const digest = crypto
    .createHash('sha256')
    .update(`mail_outbox\0${row.id}\0${toIso(row.created_at)}`)
    .digest('hex')
    .slice(0, 32);
  return `<${digest}.outbox@${domain}>`;
}

export const outbox = jobQueue({
  table: 'mail_outbox',
  waiting: 'pending',
  running: 'pending',
  done: 'sent',
  failed: 'failed',
  claimMs: CLAIM_MS,
  retryDelayMs: (attempts) => (attempts >= MAX_ATTEMPTS ? null : retryDelayMs(attempts)),
});

/** So a dead process's messages go out at start-up rather than CLAIM_MS later (SQLite only). */
export function releaseClaims(db: Db, now = new Date()): Promise<number> {
  return outbox.releaseClaims(db, now);
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/** Claims the next message afresh each time, so a sign-in code queued while a backlog drains goes out next. */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  options: { from: string; now?: () => Date; log?: (line: string) => void; maxMessages?: number },
): Promise<DeliveryReport> {
  const clock = options.now ?? (() => new Date());
  const log = options.log ?? console.error;
  const report: DeliveryReport = { sent: 0, failed: 0 };
  for (let handled = 0; handled < (options.maxMessages ?? MAX_PER_RUN); handled++) {
    const job = await outbox.claimNext(db, clock());
    if (!job) break;
    const message = await db.selectFrom('mail_outbox').selectAll().where('id', '=', job.id).executeTakeFirstOrThrow();
    try {
      await transport.send({
        messageId: outboxMessageId(message, options.from),
        from: options.from,
        to: message.to_address,
        replyTo: message.reply_to,
        subject: message.subject,
        text: message.text_body,
        html: message.html_body,
        headers: message.headers ? (JSON.parse(message.headers) as Record<string, string>) : undefined,
      });
      // A crash between the send and this is the one way a message goes out twice (same Message-ID).
      await db
        .updateTable('mail_outbox')
        .set({
          status: 'sent',
          sent_at: clock().toISOString(),
          claimed_until: null,
          attempts: job.attempts + 1,
          last_error: null,
        })
        .where('id', '=', job.id)
        .execute();
      if (message.party_id !== null) await markPartySent(db, Number(message.party_id), 'email', clock());
      report.sent++;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const { outcome, attempts, nextAttemptAt } = await outbox.fail(db, job, reason, { now: clock() });
      log(
        outcome === 'failed'
          ? `Mail ${job.id} to ${message.to_address} failed ${attempts} times and is kept as failed: ${reason}`
          : `Mail ${job.id} to ${message.to_address} not sent (try ${attempts}), retrying at ${nextAttemptAt.toISOString()}: ${reason}`,
      );
      report.failed++;
    }
  }
  return report;
}

export interface UndeliveredMail {
  id: number;
  to: string;
  subject: string;
  attempts: number;
  lastError: string | null;
  /** 'pending': still being retried; 'failed': given up after MAX_ATTEMPTS. */
  status: 'pending' | 'failed';
  nextAttemptAt: string;
  createdAt: string;
}

/** Messages being retried (tried at least once) and those given up on, newest first. */
export async function listUndeliveredMail(db: Db, limit = 50): Promise<{ items: UndeliveredMail[]; total: number }> {
  const undelivered = db
    .selectFrom('mail_outbox')
    .where((eb) =>
      eb.or([eb('status', '=', 'failed'), eb.and([eb('status', '=', 'pending'), eb('attempts', '>', 0)])]),
    );
  const [rows, count] = await Promise.all([
    undelivered
      .select(['id', 'to_address', 'subject', 'attempts', 'last_error', 'status', 'next_attempt_at', 'created_at'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    undelivered.select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.count),
    items: rows.map((row) => ({
      id: Number(row.id),
      to: row.to_address,
      subject: row.subject,
      attempts: Number(row.attempts),
      lastError: row.last_error,
      status: row.status === 'failed' ? 'failed' : 'pending',
      nextAttemptAt: toIso(row.next_attempt_at),
      createdAt: toIso(row.created_at),
    })),
  };
}

export type RetryResult = 'queued' | 'already-sent' | 'sending' | 'missing';

/** The caller kicks delivery after this. A message sent meanwhile, or being sent now, is left as it is. */
export async function retryMailNow(db: Db, id: number, now = new Date()): Promise<RetryResult> {
  const result = await outbox.retryNow(db, id, now, ['pending', 'failed']);
  if (result === 'queued' || result === 'missing') return result;
  return result === 'done' ? 'already-sent' : 'sending';
}

/** `kick()` after a commit sends in the background, never failing the request; the server's timer kicks it too. */
export function createMailer(db: Db, transport: MailTransport, options: { from: string }) {
  return {
    transport,
    ...backgroundRun('Mail delivery run', () => deliverDueMail(db, transport, { from: options.from })),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
