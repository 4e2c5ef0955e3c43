/** The characters both stores accept alike, leaving `~` free for the local store's temporary names. */
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

export function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

export function checkedPrefix(prefix: string): string {
  if (prefix === '') return prefix;
  const body = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(body)) throw new InvalidKeyError(prefix);
  return prefix;
}

export function folderOf(prefix: string): string {
  return prefix.slice(0, prefix.lastIndexOf('/') + 1);
}

export function collectionFileKey(collectionId: number, fileName: string): string {
  return checkedKey(`collections/${collectionId}/${fileName}`);
}

export function proofFileKey(sha256Hex: string, extension: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex) || !/^[a-z]{3,4}$/.test(extension)) {
    throw new Error(`Not a content hash and extension: ${sha256Hex}.${extension}`);
  }
  return `proofs/${sha256Hex}.${extension}`;
}

export function templateUploadKey(sha256Hex: string, extension: 'pdf' | 'jpg'): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error(`Not a content hash: ${sha256Hex}`);
  return `templates/${sha256Hex}.${extension}`;
}

export function slotTemplateKey(sha256Hex: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error(`Not a content hash: ${sha256Hex}`);
  return `templates/${sha256Hex}.svg`;
}
