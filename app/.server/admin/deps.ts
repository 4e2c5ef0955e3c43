import type { Db } from '~/.server/db/connection';
import type { OrderDeps } from '~/.server/orders/deps';
import type { FileStore } from '~/.server/storage/file-store';

export interface StudioDeps extends Pick<OrderDeps, 'db' | 'secrets' | 'siteUrl' | 'afterCommit'> {
  files: FileStore;
  studioEmail: string;
}

class RolledBack<T> extends Error {
  constructor(readonly result: T) {
    super('rolled back');
  }
}

/** A move refused halfway takes back everything written before it. */
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
