import { WorkerPool } from './worker-pool';

/** Previews, upload checks and order renders share it; a worker starts with its first task. */
export const workerPool = new WorkerPool();
