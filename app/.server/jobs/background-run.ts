/**
 * A kick during a run asks for one more run after it, so work committed meanwhile is not missed,
 * never a second run beside it. A failed run is logged under `name` and never fails the caller.
 */
export function backgroundRun(name: string, runOnce: () => Promise<unknown>) {
  let running: Promise<unknown> | null = null;
  let again = false;
  const run = (): Promise<unknown> => {
    if (running) {
      again = true;
      return running;
    }
    running = runOnce()
      .catch((error) => console.error(`${name} failed:`, error))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };
  return {
    kick: () => {
      void run();
    },
    /** Waits for the run under way (tests, and the server before it stops). */
    idle: async () => {
      while (running) await running;
    },
  };
}
