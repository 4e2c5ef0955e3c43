import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { RenderQueue } from '../designs/render-queue';
import { OverBudget, PoolClosed, reviveError, type SentError } from './worker-errors';
import { WORKER_MAIN_URL } from './worker-main-url';
import type { TaskInput, TaskName, TaskOutput } from './worker-tasks';

/**
 * Untrusted work (an uploaded PDF's parse, every template render) runs here, in a few worker
 * processes, never on the server's own thread: a task has a time budget and every worker a memory
 * budget, and one that goes past either is killed (SIGKILL) and its task ends in OverBudget.
 * Processes rather than worker threads: a thread stuck in resvg's or pdf-lib's native and typed-
 * array work cannot be stopped (terminate() waits for the native call) and its buffers do not
 * count against a thread's heap limit; a process dies at once and its memory is its own.
 *
 * At most `size` tasks run at once (never more than the cores), the next `maxWaiting` wait their
 * turn and more are refused (QueueFull). A worker is kept after its task (its caches — the
 * rasterised artwork — make the next render of a template quick: an order's piece takes 0.3 s in a
 * warm worker against 3–5 s in a new one) until it has been idle for IDLE_MS. A task starts only in
 * a worker holding at most KEEP_SHARE of the task's memory budget (a fuller one goes, and a new
 * one starts), so caches never push a sound task over its budget. close() (SIGTERM) kills them
 * all: tasks under way and waiting end in PoolClosed.
 */
/**
 * A task's memory budget unless it says otherwise: a render's libraries take about 300 MB, the
 * artwork a worker keeps about 250 MB at most (160 MB of rasters, 48 of watermarks, 16 print JPEGs:
 * ../designs/render-image.ts, render-pdf.ts), and a piece's own drawing up to 200 MB at print size.
 */
export const WORKER_MEMORY_MB = 1024;
/** The V8 heap's own limit in a worker: what the tasks keep in the heap is small (pixels are Buffers). */
const HEAP_MB = 512;
const KEEP_SHARE = 0.7;
const IDLE_MS = 5 * 60 * 1000;
/** How long a worker may take to start (tsx compiles the sources in tests) before it counts as broken. */
const START_TIMEOUT_MS = 60_000;
const MEMORY_CHECK_MS = 100;

export interface PoolOptions {
  size?: number;
  maxWaiting?: number;
  memoryMb?: number;
}

export class WorkerPool {
  private readonly queue: RenderQueue;
  private readonly idle: Worker[] = [];
  private readonly busy = new Set<Worker>();
  private closed = false;
  readonly memoryMb: number;
  /** Where workers keep rasterised artwork (../designs/art-disk-cache.ts); the server sets it at boot. */
  artCacheDir = process.env.ART_CACHE_DIR;

  constructor(options: PoolOptions = {}) {
    const size = options.size ?? Math.max(1, Math.min(2, os.availableParallelism()));
    this.queue = new RenderQueue(size, options.maxWaiting ?? 32);
    this.memoryMb = options.memoryMb ?? WORKER_MEMORY_MB;
  }

  get isClosed() {
    return this.closed;
  }

  /**
   * Runs `task` in a worker within `timeMs` and `memoryMb` (the pool's unless given); throws
   * OverBudget, QueueFull, PoolClosed or the task's own error.
   */
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

  /** An idle worker holding at most `maxMb`; fuller ones on the way are stopped. */
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

  /** Kills every worker (their tasks end in PoolClosed) and refuses new work; resolves once they are gone. */
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

/** One worker process: started at once, one task at a time. */
class Worker {
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private readonly exited: Promise<void>;
  private idleTimer: NodeJS.Timeout | undefined;
  /** Why the process was killed, for the task it was running. */
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
    // A worker never keeps the server (or a test) running by itself.
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
    // Killed while it started (the pool closing on SIGTERM): the task ends in why it was killed.
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

  /** Stops it at once (SIGKILL: native code cannot hold it); its task ends in `reason`. */
  kill(reason: Error = new Error('The worker process was stopped.')) {
    this.killedFor ??= reason;
    if (this.alive) this.child.kill('SIGKILL');
  }

  cancel(): Promise<void> {
    this.kill(new PoolClosed());
    return this.exited;
  }

  /** Kills it after `ms` without a task (its memory goes back to the machine). */
  idleFor(ms: number, onGone: () => void) {
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      onGone();
      this.kill();
    }, ms);
    this.idleTimer.unref();
  }
}

/** A process's resident memory in MB (Linux's /proc; null elsewhere, where only the heap limit holds). */
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
