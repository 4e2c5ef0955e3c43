/** Marked stopping on SIGTERM before draining, so /healthz answers 503 and the proxy sends nothing new. */
export interface Lifecycle {
  readonly stopping: boolean;
  markStopping(): void;
}

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    markStopping() {
      stopping = true;
    },
  };
}
