import { expect, it } from 'vitest';
import { WorkerPool } from '~/.server/worker-pool/worker-pool';
import { PoolClosed } from '~/.server/worker-pool/worker-errors';

/**
 * SIGTERM closes the pool: a task whose worker process is still starting ends in PoolClosed, as one
 * under way does, so an order's render is put back as it was instead of counted as a failed try
 * (tests/server/shutdown-renders.test.ts sees the whole of it).
 */
it('ends a task whose worker is still starting in PoolClosed when the pool closes', async () => {
  const pool = new WorkerPool({ size: 1 });
  const settled = pool.run('open-pdf', { path: '/no/such.pdf' }, { timeMs: 30_000 }).then(
    () => 'answered',
    (error: unknown) => error,
  );
  // The worker is forked at once; from the sources it takes most of a second to say it is ready.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await pool.close();
  expect(await settled).toBeInstanceOf(PoolClosed);
});
