/**
 * Runs `work`, noting the longest pause of this process's timers meanwhile (a tick every 20 ms):
 * how long the thread that serves requests was held, and how long the work took.
 */
export async function withThreadPauses<T>(work: () => Promise<T>) {
  let last = Date.now();
  let longestGap = 0;
  const ticker = setInterval(() => {
    longestGap = Math.max(longestGap, Date.now() - last);
    last = Date.now();
  }, 20);
  const started = Date.now();
  try {
    const result = await work();
    longestGap = Math.max(longestGap, Date.now() - last);
    return { result, took: Date.now() - started, longestGap };
  } finally {
    clearInterval(ticker);
  }
}
