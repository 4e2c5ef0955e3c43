/**
 * At most `concurrency` renders at a time, the next few waiting their turn: a burst of previews
 * uses a core or two and leaves the rest of the site's requests alone. Past `maxWaiting`
 * waiting, a render is turned away at once (QueueFull) instead of piling up.
 */
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
      // Hand the slot straight to the next in line (running stays the same), or free it.
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
