/**
 * A write that failed because the disk (or the database's space) is full: SQLite's SQLITE_FULL,
 * the file system's ENOSPC, PostgreSQL's disk_full (53100), or any of them as the cause of
 * another error. The front door answers such a request 503 with a page saying nothing was saved
 * (it passes once space is freed), rather than a bare 500.
 */
export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
