import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { BoundedQueue } from '~/.server/platform/bounded-queue';
import { OverBudget, PoolClosed, reviveError, type SentError } from './worker-errors';
import { WORKER_MAIN_URL } from './worker-main-url';
import type { TaskInput, TaskName, TaskOutput } from './worker-tasks';

/**
 * Untrusted work runs in worker processes with time and memory budgets; one over budget is killed
 * (SIGKILL). Processes, not threads: a thread stuck in native code cannot be stopped, and its buffers
 * escape the heap limit. Warm workers are kept for their artwork caches (0.3 s a render against 3–5 s).
 */

/** Libraries ~300 MB, the worker's artwork caches ~250 MB, a piece's drawing up to 200 MB at print size. */
export const WORKER_MEMORY_MB = 1024;
/** Pixels are Buffers, outside the heap. */
const HEAP_MB = 512;
const KEEP_SHARE = 0.7;
const IDLE_MS = 5 * 60 * 1000;
/** tsx compiles the sources in tests. */
const START_TIMEOUT_MS = 60_000;
const MEMORY_CHECK_MS = 100;

export interface PoolOptions {
  size?: number;
  maxWaiting?: number;
  memoryMb?: number;
}

export class WorkerPool {
  private readonly queue: BoundedQueue;
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private closed = false;
  readonly memoryMb: number;
  artCacheDir = process.env.ART_CACHE_DIR;

  constructor(options: PoolOptions = {}) {
    const size = options.size ?? Math.max(1, Math.min(2, os.availableParallelism()));
    this.queue = new BoundedQueue(size, options.maxWaiting ?? 32);
    this.memoryMb = options.memoryMb ?? WORKER_MEMORY_MB;
  }

  get isClosed() {
    return this.closed;
  }

  async run<K extends TaskName>(
    task: K,
    input: TaskInput<K>,
    budget: { timeMs: number; memoryMb?: number },
  ): Promise<TaskOutput<K>> {
    if (this.closed) throw new PoolClosed();
    const memoryMb = budget.memoryMb ?? this.memoryMb;
    return this.queue.run(async () => {
      if (this.closed) throw new PoolClosed();
      const worker = this.roomyIdleWorker(memoryMb * KEEP_SHARE) ?? new Worker(this.artCacheDir);
      this.busy.add(worker);
      try {
        const output = (await worker.run(task, input, budget.timeMs, memoryMb)) as TaskOutput<K>;
        this.keep(worker);
        return output;
      } catch (error) {
        // A task that threw left its worker sound; one that was killed or died did not.
        if (worker.alive && !this.closed) this.keep(worker);
        else worker.kill();
        throw error;
      } finally {
        this.busy.delete(worker);
      }
    });
  }

  private roomyIdleWorker(maxMb: number): Worker | undefined {
    for (let worker = this.idle.pop(); worker; worker = this.idle.pop()) {
      if (worker.alive && (worker.residentMb() ?? 0) <= maxMb) return worker;
      worker.kill();
    }
    return undefined;
  }

  private keep(worker: Worker) {
    if (this.closed || (worker.residentMb() ?? 0) > this.memoryMb * KEEP_SHARE) return worker.kill();
    this.idle.push(worker);
    worker.idleFor(IDLE_MS, () => {
      const at = this.idle.indexOf(worker);
      if (at >= 0) this.idle.splice(at, 1);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.idle.splice(0), ...this.busy];
    await Promise.all(all.map((worker) => worker.cancel()));
  }
}

interface Answer {
  id?: number;
  ready?: true;
  ok?: boolean;
  output?: unknown;
  error?: SentError;
}

let taskIds = 0;

class Worker {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private readonly exited: Promise<void>;
  private idleTimer: NodeJS.Timeout | undefined;
  private killedFor: Error | undefined;
  alive = true;

  constructor(artCacheDir: string | undefined) {
    const fromSources = WORKER_MAIN_URL.endsWith('.ts');
    this.child = fork(fileURLToPath(WORKER_MAIN_URL), [], {
      execArgv: [...(fromSources ? ['--import', 'tsx'] : []), `--max-old-space-size=${HEAP_MB}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      // None of the server's secrets: a worker reads untrusted files.
      env: {
        PATH: process.env.PATH,
        NODE_ENV: process.env.NODE_ENV,
        ...(artCacheDir ? { ART_CACHE_DIR: artCacheDir } : {}),
      },
    });
    this.child.unref();
    this.child.channel?.unref();
    this.exited = new Promise((resolve) =>
      this.child.once('exit', () => {
        this.alive = false;
        clearTimeout(this.idleTimer);
        resolve();
      }),
    );
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.kill();
        reject(new Error('The worker process did not start.'));
      }, START_TIMEOUT_MS);
      const onMessage = (message: Answer) => {
        if (!message.ready) return;
        clearTimeout(timer);
        this.child.off('message', onMessage);
        resolve();
      };
      this.child.on('message', onMessage);
      void this.exited.then(() => {
        clearTimeout(timer);
        reject(new Error('The worker process stopped as it started.'));
      });
    });
    this.ready.catch(() => {});
  }

  async run(task: string, input: unknown, timeMs: number, memoryMb: number): Promise<unknown> {
    clearTimeout(this.idleTimer);
    await this.ready.catch((error: unknown) => {
      throw this.killedFor ?? error;
    });
    if (!this.alive) throw this.killedFor ?? new Error('The worker process stopped.');
    const id = ++taskIds;
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        clearInterval(memoryCheck);
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
      };
      const onMessage = (message: Answer) => {
        if (message.id !== id) return;
        done();
        if (message.ok) resolve(message.output);
        else reject(reviveError(message.error ?? { name: 'Error', message: 'The task failed.' }));
      };
      const timer = setTimeout(() => this.kill(new OverBudget('time', timeMs)), timeMs);
      const memoryCheck = setInterval(() => {
        const rss = this.residentMb();
        if (rss !== null && rss > memoryMb) this.kill(new OverBudget('memory', memoryMb));
      }, MEMORY_CHECK_MS);
      const onExit = (exitCode: number | null, signalCode: NodeJS.Signals | null) => {
        done();
        // V8's heap limit aborts the process (SIGABRT, or exit code 134): that is the memory budget too.
        const outOfMemory = signalCode === 'SIGABRT' || exitCode === 134;
        reject(
          this.killedFor ??
            (outOfMemory
              ? new OverBudget('memory', memoryMb)
              : new Error(`The worker process stopped (${signalCode ?? `exit code ${exitCode}`}).`)),
        );
      };
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send({ id, task, input });
    });
  }

  residentMb() {
    return residentMb(this.child.pid);
  }

  kill(reason: Error = new Error('The worker process was stopped.')) {
    this.killedFor ??= reason;
    if (this.alive) this.child.kill('SIGKILL');
  }

  cancel(): Promise<void> {
    this.kill(new PoolClosed());
    return this.exited;
  }

  idleFor(ms: number, onGone: () => void) {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      onGone();
      this.kill();
    }, ms);
    this.idleTimer.unref();
  }
}

/** Linux only; elsewhere only the heap limit holds. */
function residentMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/u.exec(status)?.[1];
    return kb === undefined ? null : Number(kb) / 1024;
  } catch {
    return null;
  }
}
