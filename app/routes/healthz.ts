import { sql } from 'kysely';
import { db } from '~/.server/runtime';

/** Health check for the platform: answers 200 when the database answers. */
export async function loader() {
  await sql`select 1`.execute(db);
  return new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
}
