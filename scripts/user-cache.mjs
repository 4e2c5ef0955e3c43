// The machine's cache for what the tests make again and again and that no source change can make
// stale, because each file is named by what it was made from: rasterised artwork (named by a hash
// of the artwork and of the drawing code), the Node release the Dockerfile test runs on and the
// better-sqlite3 binary compiled for it (named by their versions). Kept per user, outside the
// checkout, as npm keeps its own cache: a second clone, and CI on the same machine, find them.
// XDG_CACHE_HOME moves it; deleting it costs only the time to make them again.
import os from 'node:os';
import path from 'node:path';

/** `~/.cache/invitation-studio/<name>` (or under XDG_CACHE_HOME). */
export function userCacheDir(name) {
  const base = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'invitation-studio', name);
}
