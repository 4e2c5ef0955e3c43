/**
 * A backup's name: the UTC time it was taken, `2026-11-26T04-45-12Z` (a storage key's characters,
 * so the same name serves as a folder on disk and under `backups/` in the file store), with `-2`,
 * `-3`… when two are taken in the same second. Anything else given as a name is refused before it
 * reaches a path.
 */
const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d{1,3})?$/;

export const isBackupName = (name: string): boolean => NAME.test(name);

export function backupNameAt(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

/** The first of `base`, `base-2`, `base-3`… that `taken` says is free. */
export function freeBackupName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; n < 1000; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
  throw new Error(`Too many backups named ${base}`);
}

/** The file store's folder of backups: nothing else is stored under it, and the orphan sweep never looks there. */
export const STORE_PREFIX = 'backups/';
