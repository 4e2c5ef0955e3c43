/**
 * A backup's name: its UTC time with storage-key characters, `-2`, `-3`… within one second. Anything
 * else is refused before it reaches a path.
 */
const NAME = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z(-\d{1,3})?$/;

export const isBackupName = (name: string): boolean => NAME.test(name);

export function backupNameAt(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-');
}

export function freeBackupName(base: string, taken: (name: string) => boolean): string {
  if (!taken(base)) return base;
  for (let n = 2; n < 1000; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
  throw new Error(`Too many backups named ${base}`);
}

/** The orphan sweep never looks under this prefix. */
export const STORE_PREFIX = 'backups/';
