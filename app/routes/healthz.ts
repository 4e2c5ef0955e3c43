import type { LoaderFunctionArgs } from '@remix-run/node';
import { sql } from 'kysely';

/** Health check for the platform: answers 200 when the database answers. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { db } = context.services;
  await sql`select 1`.execute(db);
  return new Response('ok', { headers: { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' } });
}
