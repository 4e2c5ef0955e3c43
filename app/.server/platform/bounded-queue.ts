/** A task refused because the queue is full: the caller answers "busy" at once instead of waiting. */
export class QueueFull extends Error {
  constructor() {
    super('Too busy: the queue is full.');
    this.name = 'QueueFull';
  }
}

/**
 * The one in-memory queue of work that must not pile up: at most `concurrency` tasks run at once
 * and `maxWaiting` wait; past that a task is refused at once. Unbounded, a burst of previews or of
 * new page addresses made every other request wait seconds behind them.
 */
export class BoundedQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly maxWaiting: number,
  ) {}

  /** Runs the task in its turn; throws QueueFull when it cannot even wait. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Work nobody waits for: false when the queue is full (offer it again later); a failure is logged. */
  offer(task: () => Promise<void>, what: string): boolean {
    if (this.running >= this.concurrency && this.waiting.length >= this.maxWaiting) return false;
    this.run(task).catch((error: unknown) => console.error(`${what} failed:`, error));
    return true;
  }

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }
}
