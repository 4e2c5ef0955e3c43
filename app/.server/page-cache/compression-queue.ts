/** Bounded: unbounded, a flood of new addresses made static files wait seconds behind the jobs. */
export class CompressionQueue {
  private active = 0;
  private readonly waiting: Array<() => Promise<void>> = [];

  constructor(
    readonly maxRunning = 1,
    readonly maxWaiting = 4,
  ) {}

  offer(job: () => Promise<void>): boolean {
    if (this.active < this.maxRunning) this.start(job);
    else if (this.waiting.length < this.maxWaiting) this.waiting.push(job);
    else return false;
    return true;
  }

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
