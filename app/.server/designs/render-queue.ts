/** A burst of previews uses a core or two and leaves the site's other requests alone. */
export class QueueFull extends Error {
  constructor() {
    super('The preview renderer is busy.');
    this.name = 'QueueFull';
  }
}

export class RenderQueue {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(
    readonly concurrency = 2,
    readonly maxWaiting = 24,
  ) {}

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

  get active() {
    return this.running;
  }

  get queued() {
    return this.waiting.length;
  }
}
