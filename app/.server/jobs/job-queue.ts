import type { Db } from '../db/connection';
import type { DesignRenderStatus, MailStatus } from '../db/schema';

export type JobTable = 'mail_outbox' | 'design_renders';
type Status = MailStatus | DesignRenderStatus;

export interface JobQueueRules {
  table: JobTable;
  /** The status of a job waiting for its turn (a retry too). */
  waiting: Status;
  /** The status while a worker holds it; the same as `waiting` where nothing shows it. */
  running: Status;
  done: Status;
  failed: Status;
  /** How long a claim lasts: past its end, the worker is taken for dead and the job is free again. */
  claimMs: number;
  /** The wait before the next try after the `attempts`-th failure, or null when that was the last. */
  retryDelayMs: (attempts: number) => number | null;
}

/** A job a worker holds: its claim is the `claimedUntil` it wrote, and every write checks it. */
export interface ClaimedJob {
  id: number;
  attempts: number;
  claimedUntil: string;
}

export type RetryNowResult = 'queued' | 'done' | 'running' | 'not-retryable' | 'missing';

/**
 * A claim is one conditional update, so two instances never take the same job; a claim whose worker
 * died runs out and counts as a try, so a job that kills its worker cannot loop for ever. See
 * docs/decisions/0013-one-job-queue.md.
 */
export function jobQueue(rules: JobQueueRules) {
  const { table } = rules;
  const iso = (date: Date) => date.toISOString();

  return {
    rules,

    /** Waiting and due, or held by a claim that ran out; lower priority first, then the oldest. */
    async claimNext(db: Db, now: Date, skip: number[] = []): Promise<ClaimedJob | null> {
      const nowIso = iso(now);
      for (;;) {
        let query = db
          .selectFrom(table)
          .select(['id', 'attempts', 'status', 'claimed_until'])
          .where((eb) =>
            eb.or([
              eb.and([
                eb('status', '=', rules.waiting),
                eb('next_attempt_at', '<=', nowIso),
                eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]),
              ]),
              eb.and([eb('status', '=', rules.running), eb('claimed_until', '<', nowIso)]),
            ]),
          );
        if (skip.length) query = query.where('id', 'not in', skip);
        const due = await query.orderBy('priority').orderBy('id').limit(1).executeTakeFirst();
        if (!due) return null;
        const id = Number(due.id);
        // A lapsed claim is a worker that died mid-job: that counts as a try.
        const lapsed = due.claimed_until !== null;
        const attempts = Number(due.attempts) + (lapsed ? 1 : 0);
        const claimedUntil = iso(new Date(now.getTime() + rules.claimMs));
        let claim = db
          .updateTable(table)
          .set({ status: rules.running, claimed_until: claimedUntil, attempts })
          .where('id', '=', id)
          .where('status', '=', due.status);
        claim =
          due.claimed_until === null
            ? claim.where('claimed_until', 'is', null)
            : claim.where('claimed_until', '<', nowIso);
        const taken = await claim.executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return { id, attempts, claimedUntil };
        skip = [...skip, id];
      }
    },

    /** Failed for good when `final` or the tries are used up; only the claim holder's row changes. */
    async fail(
      db: Db,
      job: ClaimedJob,
      error: string,
      options: { final?: boolean; now: Date },
    ): Promise<{ outcome: 'retrying' | 'failed'; attempts: number; nextAttemptAt: Date }> {
      const attempts = job.attempts + 1;
      const delay = options.final ? null : rules.retryDelayMs(attempts);
      const nextAttemptAt = new Date(options.now.getTime() + (delay ?? 0));
      await db
        .updateTable(table)
        .set({
          status: delay === null ? rules.failed : rules.waiting,
          attempts,
          last_error: error.slice(0, 1000),
          claimed_until: null,
          next_attempt_at: iso(nextAttemptAt),
        })
        .where('id', '=', job.id)
        .where('claimed_until', '=', job.claimedUntil)
        .execute();
      return { outcome: delay === null ? 'failed' : 'retrying', attempts, nextAttemptAt };
    },

    /** A job cut off by the server stopping: waiting again as it was, due at once, the try not counted. */
    async putBack(db: Db, job: ClaimedJob, now: Date): Promise<void> {
      await db
        .updateTable(table)
        .set({ status: rules.waiting, claimed_until: null, next_attempt_at: iso(now) })
        .where('id', '=', job.id)
        .where('claimed_until', '=', job.claimedUntil)
        .execute();
    },

    /**
     * For SQLite at start-up: one server owns the file, so any claim is from a run that died. On
     * PostgreSQL a claim may be another live instance's; it runs out by itself.
     */
    async releaseClaims(db: Db, now: Date): Promise<number> {
      const result = await db
        .updateTable(table)
        .set({ status: rules.waiting, claimed_until: null, next_attempt_at: iso(now) })
        .where('status', '=', rules.running)
        .where('claimed_until', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** A fresh round of tries for a job in a `from` status and not held by a live claim; otherwise says why not. */
    async retryNow(db: Db, id: number, now: Date, from: readonly Status[]): Promise<RetryNowResult> {
      const nowIso = iso(now);
      const result = await db
        .updateTable(table)
        .set({ status: rules.waiting, attempts: 0, next_attempt_at: nowIso, claimed_until: null })
        .where('id', '=', id)
        .where('status', 'in', from)
        .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', nowIso)]))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return 'queued';
      const row = await db
        .selectFrom(table)
        .select(['status', 'claimed_until'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return 'missing';
      if (row.status === rules.done) return 'done';
      if (row.claimed_until !== null && new Date(row.claimed_until).getTime() >= now.getTime()) return 'running';
      return 'not-retryable';
    },
  };
}

export type JobQueue = ReturnType<typeof jobQueue>;
