import type { Services } from '~/.server/boot/services';
import { checkDatabase } from './database-check';

export async function healthAnswer(
  services: Pick<Services, 'db' | 'lifecycle'>,
  timeoutMs?: number,
): Promise<Response> {
  if (services.lifecycle.stopping) return plain(503, 'stopping');
  const database = await checkDatabase(services.db, timeoutMs);
  if (database !== 'ok') return plain(503, `database ${database}`);
  return plain(200, 'ok');
}

function plain(status: number, body: string): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
