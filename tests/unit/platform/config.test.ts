import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '~/.server/platform/config';

const SERVICE_KEY = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJl';
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'studio-config-'));

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', CONTACT_PHONE: '98765 43210', PRINT_DPI: 300 });
    expect(parseEnv({ PRINT_DPI: '150' }).PRINT_DPI).toBe(150);
    expect(env.PAGE_CACHE).toBe('on');
    expect(parseEnv({ PAGE_CACHE: 'off' }).PAGE_CACHE).toBe('off');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ WHATSAPP_URL: 'javascript:alert(1)' }, 'WHATSAPP_URL'],
    [{ REVIEWS_URL: 'not a url' }, 'REVIEWS_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ DATABASE_URL: 'postgres://u:p@127.0.0.1/db' }, 'SESSION_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_test_12345678', STRIPE_WEBHOOK_SECRET: 'whsec_12345678' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_12345678' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_12345678' }, 'STRIPE_SECRET_KEY'],
    [{ SUPABASE_URL: 'https://abcd.supabase.co' }, 'SUPABASE_SERVICE_ROLE_KEY'],
    [{ SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY }, 'SUPABASE_URL'],
    [{ SUPABASE_URL: 'ftp://abcd.supabase.co', SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY }, 'SUPABASE_URL'],
    [{ SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'short key' }, 'SUPABASE_SERVICE_ROLE_KEY'],
    [{ SUPABASE_STORAGE_BUCKET: 'Studio Files' }, 'SUPABASE_STORAGE_BUCKET'],
    [{ PRINT_DPI: '30' }, 'PRINT_DPI'],
    [{ PRINT_DPI: '1200' }, 'PRINT_DPI'],
    [{ PRINT_DPI: 'high' }, 'PRINT_DPI'],
    [{ PAGE_CACHE: 'no' }, 'PAGE_CACHE'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ BACKUP_KEEP: 'seven' }, 'BACKUP_KEEP'],
    [{ BACKUP_KEEP: '400' }, 'BACKUP_KEEP'],
  ])('stops on %j with one line naming %s', (env, name) => {
    expect(() => parseEnv(env)).toThrow(ConfigError);
    try {
      parseEnv(env);
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(new RegExp(`^Invalid configuration: ${name}: `));
      expect(message).not.toContain('\n');
    }
  });

  it('generates a session secret once, keeps it in DATA_DIR and says so', () => {
    const dir = tmp();
    const lines: string[] = [];
    const first = loadConfig({ DATA_DIR: dir }, (line) => lines.push(line));
    const second = loadConfig({ DATA_DIR: dir }, (line) => lines.push(line));
    expect(first.SESSION_SECRETS).toHaveLength(1);
    expect(first.SESSION_SECRETS[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(second.SESSION_SECRETS).toEqual(first.SESSION_SECRETS);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.join(dir, 'session-secret'));
  });

  it('takes comma-separated secrets for rotation and needs them with PostgreSQL', () => {
    const a = 'a'.repeat(32);
    const b = 'b'.repeat(40);
    const config = loadConfig({
      DATA_DIR: tmp(),
      SESSION_SECRET: `${a}, ${b}`,
      DATABASE_URL: 'postgres://u:p@127.0.0.1/db',
    });
    expect(config.SESSION_SECRETS).toEqual([a, b]);
  });

  it('takes the Stripe keys as a pair', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_51Abcdefgh', STRIPE_WEBHOOK_SECRET: 'whsec_abcdefgh12' };
    expect(parseEnv(env)).toMatchObject(env);
  });

  it('keeps files on the local disk unless Supabase Storage is set, as a pair, with a bucket name', () => {
    expect(parseEnv({})).toMatchObject({ SUPABASE_STORAGE_BUCKET: 'studio-files' });
    expect(parseEnv({}).SUPABASE_URL).toBeUndefined();
    const env = { SUPABASE_URL: 'https://abcd.supabase.co', SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY };
    expect(parseEnv(env)).toMatchObject({ ...env, SUPABASE_STORAGE_BUCKET: 'studio-files' });
    expect(parseEnv({ ...env, SUPABASE_STORAGE_BUCKET: 'shop.files-2' })).toMatchObject({
      SUPABASE_STORAGE_BUCKET: 'shop.files-2',
    });
  });

  it('puts backups in DATA_DIR/backups and keeps 7 unless told otherwise', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-backups-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) }, () => {});
      expect(config).toMatchObject({ BACKUP_DIR: path.join(dataDir, 'backups'), BACKUP_KEEP: 7 });
      const elsewhere = loadConfig(
        { DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32), BACKUP_DIR: 'relative/backups', BACKUP_KEEP: '30' },
        () => {},
      );
      expect(elsewhere).toMatchObject({ BACKUP_DIR: path.resolve('relative/backups'), BACKUP_KEEP: 30 });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
