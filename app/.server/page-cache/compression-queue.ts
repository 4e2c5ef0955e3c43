/**
 * The background compression of kept pages, bounded. Each job is a brotli 11 and a gzip 9 of a page
 * (tens of milliseconds of two of libuv's four threads, which file reads and sharp share): one
 * runs at a time and a few wait; beyond that an offer is declined and the page is sent as it is
 * kept, compressed fast per serve (./encodings.ts), until a later serve offers it again. Without
 * a bound, a flood of new addresses queues a job each and static files wait seconds behind them.
 */
export class CompressionQueue {
  private active = 0;
  private readonly waiting: Array<() => Promise<void>> = [];

  constructor(
    readonly maxRunning = 1,
    readonly maxWaiting = 4,
  ) {}

  /** Runs `job` now or after the ones before it; false (and not run) when the queue is full. */
  offer(job: () => Promise<void>): boolean {
    if (this.active < this.maxRunning) this.start(job);
    else if (this.waiting.length < this.maxWaiting) this.waiting.push(job);
    else return false;
    return true;
  }

  /** Jobs running and waiting. */
  get size() {
    return this.active + this.waiting.length;
  }

  private start(job: () => Promise<void>) {
    this.active++;
    void job()
      .catch((error: unknown) => console.error('Page cache: compression failed:', error))
      .finally(() => {
        this.active--;
        const next = this.waiting.shift();
        if (next) this.start(next);
      });
  }
}
