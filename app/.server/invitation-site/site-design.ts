import type { Db } from '~/.server/db/connection';
import { coverOf } from '~/.server/downloads/cover';
import { listOrderFiles } from '~/.server/downloads/order-files';

/** The couple's own invitation picture (the approved set's, else the first draft's), or null until it is drawn. */
export async function siteDesignOf(db: Db, orderId: number) {
  return coverOf(await listOrderFiles(db, orderId)) ?? null;
}
