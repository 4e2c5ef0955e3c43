// One heavy run at a time on this machine: a full `npm test`, a Playwright run or a bench takes
// both cores, and two side by side make both slow and their timing-sensitive tests flaky. The
// lock is a file in the system's temporary folder (shared by every clone) holding the holder's
// PID and what it runs; it is released when the holder exits, and a holder that died without
// releasing it (its PID gone) no longer holds it. Children of the holder inherit it through
// HEAVY_RUN_LOCK_PID.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK = path.join(os.tmpdir(), 'invitation-studio-heavy-run.lock');
const POLL_MS = 2_000;

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

function readHolder() {
  try {
    const [pid, ...what] = fs.readFileSync(LOCK, 'utf8').split('\n');
    return { pid: Number(pid), what: what.join(' ').trim() };
  } catch {
    return null;
  }
}

function tryTake(what) {
  try {
    fs.writeFileSync(LOCK, `${process.pid}\n${what}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const holder = readHolder();
    // Gone, or a file half written by a holder that died at once: take it over.
    if (holder && (!holder.pid || !alive(holder.pid))) fs.rmSync(LOCK, { force: true });
    return false;
  }
}

function release() {
  if (readHolder()?.pid === process.pid) fs.rmSync(LOCK, { force: true });
}

const held = () => {
  const pid = Number(process.env.HEAVY_RUN_LOCK_PID);
  return pid > 0 && readHolder()?.pid === pid;
};

/**
 * Waits until no other heavy run holds the lock, then holds it until this process exits (a
 * process killed outright leaves its PID behind, which the next run sees is gone). Blocking:
 * Playwright's config, which cannot await, takes it too. A process whose parent holds it passes at
 * once; HEAVY_RUN_LOCK=off skips it.
 */
export function takeHeavyRunLock(what) {
  if (process.env.HEAVY_RUN_LOCK === 'off' || held()) return;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let said = false;
  while (!tryTake(`${what} in ${process.cwd()}`)) {
    const holder = readHolder();
    if (!said && holder) {
      console.log(`Waiting for another heavy run to finish: PID ${holder.pid}, ${holder.what} (${LOCK})`);
      said = true;
    }
    Atomics.wait(pause, 0, 0, POLL_MS);
  }
  if (said) console.log('The other run finished: starting.');
  process.env.HEAVY_RUN_LOCK_PID = String(process.pid);
  process.on('exit', release);
}
