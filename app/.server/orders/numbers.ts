import crypto from 'node:crypto';
import type { Db } from '../db/connection';

/** Random rather than sequential, so a number says nothing about how many orders the studio has. */
export const ATTEMPTS_PER_WIDTH = 8;

export type RandomInt = (min: number, maxExclusive: number) => number;

export async function newOrderNumber(db: Db, randomInt: RandomInt = crypto.randomInt): Promise<string> {
  for (let digits = 4; digits <= 12; digits++) {
    for (let attempt = 0; attempt < ATTEMPTS_PER_WIDTH; attempt++) {
      const candidate = `ORD-${randomInt(10 ** (digits - 1), 10 ** digits)}`;
      const taken = await db.selectFrom('orders').select('id').where('number', '=', candidate).executeTakeFirst();
      if (!taken) return candidate;
    }
  }
  throw new Error('No free order number');
}
