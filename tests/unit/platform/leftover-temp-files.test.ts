import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localDiskStore } from '~/.server/storage/local-disk-store';
import { LEFTOVER_AGE_MS, removeLeftoverUploads } from '~/.server/sweep/leftover-temp-files';

/** Issue 24, finding 8: what a crash mid-upload or mid-write leaves is removed at the next start. */
describe('leftovers of a stopped run', () => {
  let dataDir: string;
  const write = (relative: string, ageMs: number) => {
    const file = path.join(dataDir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    const at = new Date(Date.now() - ageMs);
    fs.utimesSync(file, at, at);
    if (relative.startsWith('tmp/uploads/')) fs.utimesSync(path.dirname(file), at, at);
    return file;
  };
  const exists = (relative: string) => fs.existsSync(path.join(dataDir, relative));

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leftovers-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('removes upload folders an hour old, and leaves a request’s folder that is still in use', async () => {
    write('tmp/uploads/0a1b2c/template.pdf', LEFTOVER_AGE_MS + 60_000);
    write('tmp/uploads/3d4e5f/photo.jpg', 5 * 60_000);
    expect(await removeLeftoverUploads(dataDir)).toBe(1);
    expect(exists('tmp/uploads/0a1b2c')).toBe(false);
    expect(exists('tmp/uploads/3d4e5f/photo.jpg')).toBe(true);
    // Nothing to do where no upload ever happened.
    expect(await removeLeftoverUploads(path.join(dataDir, 'nowhere'))).toBe(0);
  });

  it('the local store removes its old temporary files when it starts, and nothing else', async () => {
    const root = path.join(dataDir, 'files');
    const hour = LEFTOVER_AGE_MS + 60_000;
    write('files/images/ab/cd.webp', hour);
    write('files/images/ab/cd.webp.~1a2b3c4d5e6f.tmp', hour);
    write('files/orders/7/invitation.pdf.~0f0f0f0f0f0f.tmp', hour);
    write('files/orders/7/invitation.pdf.~abcdefabcdef.tmp', 60_000); // another instance writing now
    write('files/notes/draft.tmp', hour); // a key's own name, not a temporary
    const store = localDiskStore(root);
    await store.prepare();
    const left = fs
      .readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
    expect(left).toEqual(['images/ab/cd.webp', 'notes/draft.tmp', 'orders/7/invitation.pdf.~abcdefabcdef.tmp']);
  });
});
