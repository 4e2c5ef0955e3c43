import { WorkerPool } from './worker-pool';

/**
 * The server's one pool: previews, the upload checks and the order renders share its workers.
 * Starting it starts nothing (a worker starts with the first task); boot's stop closes it.
 */
export const workerPool = new WorkerPool();
