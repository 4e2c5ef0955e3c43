import fs from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { isBackupName } from './backup-names';
import { sha256OfFile } from './file-tree';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'studio.sqlite';
export const FILES_FOLDER = 'files';
/** Links already sent were signed with it. */
export const SECRET_FILE = 'session-secret';

const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
const Bytes = v.pipe(v.number(), v.integer(), v.minValue(0));

/** Written last: its presence means the backup is complete. */
export const ManifestSchema = v.object({
  format: v.literal('petal-and-quill-backup'),
  version: v.literal(1),
  name: v.pipe(v.string(), v.check(isBackupName)),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  database: v.object({
    file: v.literal(DATABASE_FILE),
    bytes: Bytes,
    sha256: Sha256,
    rows: v.record(v.string(), Bytes),
  }),
  secret: v.nullable(v.object({ file: v.literal(SECRET_FILE), bytes: Bytes, sha256: Sha256 })),
  files: v.object({
    count: Bytes,
    bytes: Bytes,
    entries: v.array(v.object({ key: v.string(), bytes: Bytes, sha256: Sha256 })),
  }),
});

export type Manifest = v.InferOutput<typeof ManifestSchema>;

export const totalBytesOf = (manifest: Manifest) => manifest.database.bytes + manifest.files.bytes;

export class BadBackupError extends Error {
  override name = 'BadBackupError';
}

export async function readManifest(folder: string): Promise<Manifest> {
  let text: string;
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BadBackupError(`${folder} has no ${MANIFEST_FILE}: it is not a complete backup.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BadBackupError(`${path.join(folder, MANIFEST_FILE)} is not valid JSON: the backup is damaged.`);
  }
  const result = v.safeParse(ManifestSchema, parsed);
  if (!result.success) throw new BadBackupError(`${path.join(folder, MANIFEST_FILE)} is not a backup manifest.`);
  if (result.output.name !== path.basename(folder)) {
    throw new BadBackupError(`${folder} holds the manifest of another backup (${result.output.name}).`);
  }
  for (const entry of result.output.files.entries) {
    if (entry.key.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) {
      throw new BadBackupError(`${path.join(folder, MANIFEST_FILE)} names a file outside the backup: ${entry.key}`);
    }
  }
  return result.output;
}

export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder);
  const expected = [
    { file: DATABASE_FILE, bytes: manifest.database.bytes, sha256: manifest.database.sha256 },
    ...(manifest.secret ? [manifest.secret] : []),
    ...manifest.files.entries.map((entry) => ({
      file: path.join(FILES_FOLDER, ...entry.key.split('/')),
      bytes: entry.bytes,
      sha256: entry.sha256,
    })),
  ];
  for (const { file, bytes, sha256 } of expected) {
    const actual = await sha256OfFile(path.join(folder, file)).catch(() => null);
    if (!actual) throw new BadBackupError(`Backup ${manifest.name} is missing ${file}: not restored.`);
    if (actual.bytes !== bytes || actual.sha256 !== sha256) {
      throw new BadBackupError(
        `Backup ${manifest.name} is damaged: ${file} does not match its checksum. Not restored.`,
      );
    }
  }
  return manifest;
}
