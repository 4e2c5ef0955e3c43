import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdmin } from '~/.server/auth/profiles';
import { createSession } from '~/.server/auth/sessions';
import { createDb, type Db } from '~/.server/db/connection';
import { issueFormToken } from '~/.server/forms/form-token';
import { createAuthSessionStorage } from '~/.server/auth/session-cookie';
import { imageFilesFor } from '~/.server/images/image-files';
import { ingestImage } from '~/.server/images/ingest';
import { filesDirOf, localDiskStore } from '~/.server/storage/local-disk-store';
import { gradientPng } from '../unit/support/image-fixtures';
import { freePort, startServer, type ServerProcess } from '../unit/support/server-process';

/**
 * `npm run backup` and `npm run restore` (app/.server/backup/), as an operator runs them against
 * a production server from the build: a backup taken in the middle of a write load holds every
 * write acknowledged before it began; restored into a fresh DATA_DIR, a server on it shows them
 * and serves the uploaded image. And the refusals: while a server runs, a damaged backup, a bad
 * name, a PostgreSQL database; and keep-last-N.
 */

const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? 'build');
const SECRET = 'backup-restore-test-session-secret-0123456789';
const CLIENT_HEADER = 'X-Test-Client';
const SERVING = /is serving http:\/\/127\.0\.0\.1:\d+/;
const PORTS: [number, number] = [36000, 36199];
/** A stack trace in a command's output: what an operator must never be shown for a bad input. */
const STACK_TRACE = /\n\s+at .+:\d+:\d+/;

const temporaryDirs: string[] = [];
const servers: ServerProcess[] = [];
const tempDir = (label: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `backup-test-${label}-`));
  temporaryDirs.push(dir);
  return dir;
};

interface CommandRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `node scripts/ops.mjs <args>` with the server's kind of environment, as an operator runs it. */
function ops(args: string[], env: Record<string, string>): Promise<CommandRun> {
  const clean = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'SUPABASE_URL',
    'SUPABASE_SERVICE_ROLE_KEY',
    'BACKUP_DIR',
    'BACKUP_KEEP',
    'VITEST',
  ]) {
    delete clean[name];
  }
  const child = spawn(process.execPath, ['scripts/ops.mjs', ...args], {
    env: { ...clean, NODE_ENV: 'production', BUILD_DIR, SESSION_SECRET: SECRET, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function start(dataDir: string, { prepared = false } = {}): Promise<ServerProcess> {
  const port = await freePort(PORTS);
  const server = await startServer(
    {
      NODE_ENV: 'production',
      BUILD_DIR,
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_SECRET: SECRET,
      TRUST_PROXY_HEADER: CLIENT_HEADER,
    },
    { prepared },
  );
  servers.push(server);
  await server.waitFor(SERVING, 60_000);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Every file below a folder with its SHA-256: what "changes nothing" is checked against. */
function snapshotOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out[path.relative(dir, file)] = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return out;
}

const backupNameIn = (run: CommandRun) => /Backup (\S+) written to/.exec(run.stdout)?.[1];

let clientNumber = 0;
/** A contact message posted as a visitor's form would (each from its own address, so no limit applies). */
async function postMessage(port: number, name: string): Promise<number> {
  const n = ++clientNumber;
  const body = new URLSearchParams({
    name,
    email: 'load@example.com',
    phone: '',
    eventDate: '',
    message: `Backup load message from ${name}.`,
    formToken: issueFormToken(SECRET, 'contact'),
  });
  const response = await fetch(`http://127.0.0.1:${port}/contact`, {
    method: 'POST',
    body,
    redirect: 'manual',
    headers: {
      Origin: `http://127.0.0.1:${port}`,
      [CLIENT_HEADER]: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    },
  });
  await response.arrayBuffer();
  return response.status;
}

describe('npm run backup / npm run restore', () => {
  let dataDir: string;
  let backupDir: string;
  let cookie: string;
  let imageHash: string;
  let imageBytes: Buffer;
  let backupName: string;
  /** Names of the messages acknowledged (302) before the backup started, and after it ended. */
  const before: string[] = [];
  const after: string[] = [];
  let restoredDir: string;
  let restored: ServerProcess;

  beforeAll(() => {
    expect(fs.existsSync(path.join(BUILD_DIR, 'server/index.js')), 'needs `npm run build` first').toBe(true);
  });
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    for (const dir of temporaryDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes a backup under a write load that holds every write acknowledged before it began', async () => {
    dataDir = tempDir('data');
    backupDir = path.join(dataDir, 'backups');
    // On a copy of the prepared data folder: migrated, its artwork through the image pipeline and
    // the sample collections' template files made, so the restored server has them all and adds
    // none while the later tests compare its files.
    const server = await start(dataDir, { prepared: true });

    // An admin (a session row, its cookie) and an image stored through the upload pipeline, before the load.
    const db: Db = createDb({ sqliteFile: path.join(dataDir, 'studio.sqlite') }).db;
    try {
      const { id } = await createSession(db, await grantAdmin(db, 'owner@example.com'));
      const session = await createAuthSessionStorage([SECRET], false).getSession();
      session.set('user', { sessionId: id });
      cookie = (await createAuthSessionStorage([SECRET], false).commitSession(session)).split(';')[0]!;
      const upload = path.join(tempDir('upload'), 'art.png');
      await gradientPng(upload, 800, 600);
      const stored = await ingestImage(
        { db, files: imageFilesFor({ files: localDiskStore(filesDirOf(dataDir)) }) },
        { path: upload, name: 'art.png' },
      );
      if (!stored.ok) throw new Error(stored.message);
      imageHash = stored.image.hash;
    } finally {
      await db.destroy();
    }
    const served = await fetch(`http://127.0.0.1:${server.port}/images/${imageHash}/640.webp`);
    expect(served.status).toBe(200);
    imageBytes = Buffer.from(await served.arrayBuffer());

    // Six visitors post one message after another each, until the backup has finished for a while
    // and at least one post was acknowledged after it.
    let backupStartedAt = Infinity;
    let backupEndedAt = Infinity;
    let sequence = 0;
    const writer = async () => {
      while (Date.now() < backupEndedAt + 500 || !after.length) {
        const name = `Load writer message ${String(++sequence).padStart(4, '0')}`;
        const status = await postMessage(server.port, name);
        expect(status, name).toBe(302);
        const ackedAt = Date.now();
        if (ackedAt < backupStartedAt) before.push(name);
        else if (ackedAt > backupEndedAt) after.push(name);
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    // The backup starts once a few writes are in: a condition, not a timer (on a loaded machine
    // one post took over a second, and 1.5 s saw a single one).
    for (const deadline = Date.now() + 60_000; before.length < 6;) {
      if (Date.now() > deadline) throw new Error(`Only ${before.length} writes acknowledged in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    backupStartedAt = Date.now();
    const run = await ops(['backup'], { DATA_DIR: dataDir });
    backupEndedAt = Date.now();
    await Promise.all(writers);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    backupName = backupNameIn(run)!;
    expect(run.stdout).toContain(`Backup ${backupName} written to ${path.join(backupDir, backupName)}`);
    expect(run.stdout).toMatch(/database: [\d.]+ [kM]B \(\d+ rows in \d+ tables\)/);
    expect(run.stdout).toMatch(/files: +\d+ \([\d.]+ [kM]B\)/);
    expect(before.length).toBeGreaterThan(5);
    expect(after.length).toBeGreaterThan(0);
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, backupName, 'manifest.json'), 'utf8'));
    expect(manifest.files.entries.map((entry: { key: string }) => entry.key)).toContain(`images/${imageHash}/640.webp`);
    expect(manifest.database.rows.contact_messages).toBeGreaterThanOrEqual(before.length);
    await stop(server);
  });

  it('restores it into a fresh DATA_DIR: the server on it has every acknowledged message and the image', async () => {
    restoredDir = tempDir('restored');
    const run = await ops(['restore', backupName], { DATA_DIR: restoredDir, BACKUP_DIR: backupDir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Restored ${backupName}`);

    restored = await start(restoredDir);
    const health = await fetch(`http://127.0.0.1:${restored.port}/healthz`);
    expect(health.status).toBe(200);
    const image = await fetch(`http://127.0.0.1:${restored.port}/images/${imageHash}/640.webp`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(imageBytes)).toBe(true);
    // A variant the first server never made is made from the restored original.
    expect((await fetch(`http://127.0.0.1:${restored.port}/images/${imageHash}/320.jpg`)).status).toBe(200);

    // The designer's inbox, page after page, as the signed-in admin (the session came back with the database).
    let inbox = '';
    for (let page = 1; page < 100; page++) {
      const response = await fetch(`http://127.0.0.1:${restored.port}/admin/messages?page=${page}`, {
        headers: { Cookie: cookie },
        redirect: 'manual',
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      const names = html.match(/Load writer message \d{4}/g) ?? [];
      if (!names.length || inbox.includes(names[0]!)) break;
      inbox += names.join('\n') + '\n';
    }
    const shown = new Set(inbox.split('\n'));
    expect(before.filter((name) => !shown.has(name))).toEqual([]);
    // Acknowledged after the backup had finished: not in it (it is the database as of one moment).
    expect(after.filter((name) => shown.has(name))).toEqual([]);
  });

  it('refuses to restore while a server is using the DATA_DIR, and changes nothing', async () => {
    const database = path.join(restoredDir, 'studio.sqlite');
    const inode = fs.statSync(database).ino;
    const filesBefore = snapshotOf(path.join(restoredDir, 'files'));
    const run = await ops(['restore', backupName], { DATA_DIR: restoredDir, BACKUP_DIR: backupDir });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`A server is using ${database}`);
    expect(run.stderr).toContain('stop it first');
    expect(run.stderr).not.toMatch(STACK_TRACE);
    expect(run.stdout).not.toContain('Restored');
    // The same database file, nothing set aside, every file as it was (the server may have added some of its own).
    expect(fs.statSync(database).ino).toBe(inode);
    expect(fs.readdirSync(restoredDir).filter((name) => name.includes('restore'))).toEqual([]);
    expect(snapshotOf(path.join(restoredDir, 'files'))).toMatchObject(filesBefore);
    expect((await fetch(`http://127.0.0.1:${restored.port}/healthz`)).status).toBe(200);
    await stop(restored);
  });

  it('refuses a damaged backup, an unknown name and a name that is a path, and changes nothing', async () => {
    const damagedDir = tempDir('damaged');
    fs.cpSync(path.join(backupDir, backupName), path.join(damagedDir, backupName), { recursive: true });
    const imageFile = path.join(damagedDir, backupName, 'files', 'images', imageHash, 'original.webp');
    const bytes = fs.readFileSync(imageFile);
    const middle = bytes.length >> 1;
    bytes[middle] = bytes[middle]! ^ 0xff;
    fs.writeFileSync(imageFile, bytes);

    const beforeRun = snapshotOf(restoredDir);
    const damaged = await ops(['restore', backupName], { DATA_DIR: restoredDir, BACKUP_DIR: damagedDir });
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain(`Backup ${backupName} is damaged: files/images/${imageHash}/original.webp`);
    expect(damaged.stderr).toContain('Not restored.');

    const unknown = await ops(['restore', '2020-01-01T00-00-00Z'], { DATA_DIR: restoredDir, BACKUP_DIR: backupDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('There is no backup named 2020-01-01T00-00-00Z');

    const traversal = await ops(['restore', '../../etc'], { DATA_DIR: restoredDir, BACKUP_DIR: backupDir });
    expect(traversal.code).toBe(1);
    expect(traversal.stderr).toContain('is not a backup name');

    for (const run of [damaged, unknown, traversal]) {
      expect(run.stdout).not.toContain('Restored');
      expect(run.stderr).not.toMatch(STACK_TRACE);
    }
    expect(snapshotOf(restoredDir)).toEqual(beforeRun);
  });

  it('keeps the last BACKUP_KEEP backups and lists them newest first', async () => {
    const keptDir = tempDir('kept');
    const env = { DATA_DIR: restoredDir, BACKUP_DIR: keptDir, BACKUP_KEEP: '2' };
    const names: string[] = [];
    const runs: CommandRun[] = [];
    for (let n = 0; n < 3; n++) {
      const run = await ops(['backup'], env);
      expect(run.code).toBe(0);
      runs.push(run);
      names.push(backupNameIn(run)!);
    }
    expect(runs[2]!.stdout).toContain(`Kept the last 2; deleted ${names[0]}.`);
    expect(fs.readdirSync(keptDir).sort()).toEqual([names[1], names[2]].sort());

    const list = await ops(['restore', '--list'], env);
    expect(list.code).toBe(0);
    const listed = list.stdout.match(/^ {2}(\S+)/gm)!.map((line) => line.trim());
    expect(listed).toEqual([names[2], names[1]]);
  });

  it('refuses to back up a PostgreSQL database, pointing to pg_dump', async () => {
    const run = await ops(['backup'], {
      DATA_DIR: tempDir('postgres'),
      DATABASE_URL: 'postgres://shop:shop@127.0.0.1:5432/shop_test',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL is set');
    expect(run.stderr).toContain('pg_dump');
    expect(run.stderr).not.toMatch(STACK_TRACE);
  });
});
