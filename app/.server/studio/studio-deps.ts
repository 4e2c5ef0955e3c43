import type { Db } from '../db/connection';
import type { OrderDeps } from '../orders/deps';
import type { FileStore } from '../storage/file-store';

/** What the studio's proof and delivery functions need from the running server (tests pass their own). */
export interface StudioDeps extends Pick<OrderDeps, 'db' | 'secrets' | 'siteUrl' | 'afterCommit'> {
  /** Where the proofs' files are stored. */
  files: FileStore;
  /** The studio's inbox (CONTACT_TO), told when a couple answers a proof. */
  studioEmail: string;
}

/** A rolled-back transaction's answer (see keepIf). */
class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/**
 * Runs `work` in one transaction that is kept only when its answer is ok: a move refused halfway
 * (a stale version, a proof answered at the same moment) takes back everything written before it.
 */
export async function keepIf<T extends { ok: boolean }>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await work(trx);
      if (!result.ok) throw new RolledBack(result);
      return result;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.result as T;
    throw error;
  }
}
