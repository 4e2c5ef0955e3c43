/**
 * Storage keys: the names files are stored under, the same on every store (a folder on the local
 * disk, a bucket in Supabase Storage) and kept in the database as they are. A key is a relative
 * path with forward slashes: segments of ASCII letters, digits and `. _ - + = @ ,`, never empty,
 * never `.` or `..`; no leading slash, no backslash, no NUL or other control character. The
 * character set is what both stores accept alike (Supabase Storage refuses many others), and it
 * leaves `~` free for the local store's temporary names.
 */
const SEGMENT = /^[A-Za-z0-9._\-+=@,]+$/;
const MAX_KEY_LENGTH = 1024;

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
  constructor(key: string) {
    super(`Not a storage key (a relative path with forward slashes, no '..'): ${JSON.stringify(key)}`);
  }
}

export function isValidKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** The key itself, or an InvalidKeyError: every store method checks its keys with this first. */
export function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

/**
 * A prefix to list by: empty (everything), or the start of a key; a prefix ending in `/` names a
 * folder. Its segments follow the key rules, except that the last one may be empty.
 */
export function checkedPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  const body = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(body)) throw new InvalidKeyError(prefix);
  return prefix;
}

/** The folder part of a prefix (`proofs/ab` → `proofs/`, `proofs` → ``): where a listing starts. */
export function folderOf(prefix: string): string {
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

/** A template file of a collection: `collections/<id>/<file name>`. */
export function collectionFileKey(collectionId: number, fileName: string): string {
  return checkedKey(`collections/${collectionId}/${fileName}`);
}

/** A proof's file, named by its content: the same design uploaded twice is stored once. */
export function proofFileKey(sha256Hex: string, extension: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex) || !/^[a-z]{3,4}$/.test(extension)) {
    throw new Error(`Not a content hash and extension: ${sha256Hex}.${extension}`);
  }
  return `proofs/${sha256Hex}.${extension}`;
}

/** A template file the designer uploaded, named by its content: the same file sent twice is stored once. */
export function templateUploadKey(sha256Hex: string, extension: 'pdf' | 'jpg'): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error(`Not a content hash: ${sha256Hex}`);
  return `templates/${sha256Hex}.${extension}`;
}

/** A slot template the designer uploaded, sanitised, named by the sanitised markup's sha-256. */
export function slotTemplateKey(sha256Hex: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error(`Not a content hash: ${sha256Hex}`);
  return `templates/${sha256Hex}.svg`;
}
