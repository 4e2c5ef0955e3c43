/**
 * Whether the server still takes new work. server.mjs marks it stopping when SIGTERM comes,
 * before it drains the requests in flight; /healthz then answers 503, so the platform's proxy
 * sends nothing new to a server on its way out.
 */
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
