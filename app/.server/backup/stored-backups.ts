import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import * as v from 'valibot';
import type { FileStore } from '../storage/file-store';
import { isBackupName, STORE_PREFIX } from './backup-names';
import { filesBelow } from './file-tree';
import { MANIFEST_FILE, ManifestSchema, type Manifest } from './manifest';

/** The manifest is uploaded last, so a cut-off upload has none and is not listed. */

const keyOf = (name: string, relative: string) => `${STORE_PREFIX}${name}/${relative}`;

export async function uploadBackup(store: FileStore, folder: string, name: string): Promise<number> {
  const relatives = (await filesBelow(folder)).filter((file) => file !== MANIFEST_FILE);
  let bytes = 0;
  for (const relative of [...relatives, MANIFEST_FILE]) {
    const file = path.join(folder, ...relative.split('/'));
    await store.putFile(
      keyOf(name, relative),
      file,
      relative === MANIFEST_FILE ? { contentType: 'application/json' } : {},
    );
    bytes += (await fs.stat(file)).size;
  }
  return bytes;
}

async function storedNames(store: FileStore): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (const key of await store.list(STORE_PREFIX)) {
    const name = key.slice(STORE_PREFIX.length).split('/')[0]!;
    if (!names.has(name)) names.set(name, []);
    names.get(name)!.push(key);
  }
  return names;
}

export async function storedManifest(store: FileStore, name: string): Promise<Manifest | null> {
  if (!isBackupName(name)) return null;
  const file = await store.read(keyOf(name, MANIFEST_FILE));
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  try {
    const result = v.safeParse(ManifestSchema, JSON.parse(Buffer.concat(chunks).toString('utf8')));
    return result.success && result.output.name === name ? result.output : null;
  } catch {
    return null;
  }
}

export async function listStoredBackups(store: FileStore): Promise<Manifest[]> {
  const manifests: Manifest[] = [];
  for (const [name, keys] of await storedNames(store)) {
    if (!keys.includes(keyOf(name, MANIFEST_FILE))) continue;
    const manifest = await storedManifest(store, name);
    if (manifest) manifests.push(manifest);
  }
  return manifests.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function pruneStoredBackups(store: FileStore, keep: number, current: string): Promise<string[]> {
  const names = await storedNames(store);
  const kept = new Set((await listStoredBackups(store)).slice(0, keep).map((manifest) => manifest.name));
  kept.add(current);
  const deleted: string[] = [];
  for (const [name, keys] of names) {
    if (kept.has(name)) continue;
    await store.delete(keys);
    deleted.push(name);
  }
  return deleted.sort();
}

export async function downloadBackup(store: FileStore, name: string, folder: string): Promise<boolean> {
  if (!(await storedManifest(store, name))) return false;
  const keys = (await storedNames(store)).get(name) ?? [];
  for (const key of keys) {
    const relative = key.slice(keyOf(name, '').length);
    const file = path.join(folder, ...relative.split('/'));
    await fs.mkdir(path.dirname(file), { recursive: true });
    const stored = await store.read(key);
    if (!stored) return false;
    await pipeline(stored.body, createWriteStream(file));
  }
  return true;
}
