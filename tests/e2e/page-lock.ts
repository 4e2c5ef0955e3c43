import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const STALE_LOCK_MS = 60_000;

/**
 * Runs `work` while no other test process runs work under the same `name`: the JavaScript-on and
 * -off projects edit the same home and about pages, and a save of a page's own fields is refused,
 * rightly, when the other project saved them in between. A lock left by a crashed run expires.
 */
export async function withPageLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `e2e-page-lock-${process.env.E2E_PORT ?? '3311'}-${name}`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
