import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import * as v from 'valibot';
import { PHONE_TYPED } from '~/schemas/fields';
import type { Secrets } from './signing';

const httpUrl = (name: string) =>
  v.pipe(
    v.string(),
    v.url(`${name} must be a full http(s) URL`),
    v.check((value) => /^https?:\/\//i.test(value), `${name} must start with http:// or https://`),
  );

/** The defaults let `npm start` run with no configuration at all. */
export const ConfigSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'PORT must be a whole number between 1 and 65535'),
      v.transform(Number),
      v.minValue(1, 'PORT must be a whole number between 1 and 65535'),
      v.maxValue(65535, 'PORT must be a whole number between 1 and 65535'),
    ),
    '3000',
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'DATA_DIR must not be empty')), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// connection string'),
    ),
  ),
  SESSION_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value.split(',').every((secret) => secret.trim().length >= 32),
        'SESSION_SECRET must be one or more comma-separated secrets of at least 32 characters',
      ),
    ),
  ),
  SITE_URL: v.optional(httpUrl('SITE_URL'), 'http://localhost:3000'),
  WHATSAPP_URL: v.optional(httpUrl('WHATSAPP_URL'), 'https://wa.me/919876543210'),
  CONTACT_PHONE: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (phone) => PHONE_TYPED.test(phone) && !phone.startsWith('+') && phone.length <= 20,
        'CONTACT_PHONE must be the local number without +91, e.g. "98765 43210"',
      ),
    ),
    '98765 43210',
  ),
  SOCIAL_URL: v.optional(httpUrl('SOCIAL_URL'), 'https://www.instagram.com/'),
  REVIEWS_URL: v.optional(httpUrl('REVIEWS_URL'), 'https://www.weddingwire.in/'),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://…'),
    ),
  ),
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200),
      v.regex(
        /^[^<>\n]*<[^@\s<>]+@[^@\s<>]+>$|^[^@\s<>]+@[^@\s<>]+$/,
        'MAIL_FROM must be an address, optionally with a name: Name <a@b.c>',
      ),
    ),
    'Petal & Quill <studio@petal-and-quill.local>',
  ),
  CONTACT_TO: v.optional(
    v.pipe(v.string(), v.email('CONTACT_TO must be an e-mail address')),
    'studio@petal-and-quill.local',
  ),
  ADMIN_EMAILS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value.split(',').every((email) => /^\s*([^@\s,]+@[^@\s,]+)?\s*$/.test(email)),
        'ADMIN_EMAILS must be e-mail addresses separated by commas',
      ),
    ),
    '',
  ),
  STRIPE_SECRET_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/,
        'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_… or sk_test_…)',
      ),
    ),
  ),
  STRIPE_WEBHOOK_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^whsec_[A-Za-z0-9+/=]{8,}$/, 'STRIPE_WEBHOOK_SECRET must be the endpoint signing secret (whsec_…)'),
    ),
  ),
  SUPABASE_URL: v.optional(httpUrl('SUPABASE_URL')),
  SUPABASE_SERVICE_ROLE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[A-Za-z0-9._-]{20,}$/,
        "SUPABASE_SERVICE_ROLE_KEY must be the project's service role key (or secret key, sb_secret_…)",
      ),
    ),
  ),
  SUPABASE_STORAGE_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9_.-]{1,61}[a-z0-9]$/,
        'SUPABASE_STORAGE_BUCKET must be 3 to 63 lowercase letters, digits, dots, dashes or underscores',
      ),
    ),
    'studio-files',
  ),
  TRUST_PROXY_HEADER: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,60}$/, 'TRUST_PROXY_HEADER must be a header name, e.g. Fly-Client-IP')),
  ),
  PRINT_DPI: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{2,3}$/, 'PRINT_DPI must be a whole number between 72 and 600'),
      v.transform(Number),
      v.minValue(72, 'PRINT_DPI must be a whole number between 72 and 600'),
      v.maxValue(600, 'PRINT_DPI must be a whole number between 72 and 600'),
    ),
    '300',
  ),
  ART_CACHE_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'ART_CACHE_DIR must not be empty'))),
  BACKUP_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'BACKUP_DIR must not be empty'))),
  BACKUP_KEEP: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'BACKUP_KEEP must be a whole number between 1 and 365'),
      v.transform(Number),
      v.minValue(1, 'BACKUP_KEEP must be a whole number between 1 and 365'),
      v.maxValue(365, 'BACKUP_KEEP must be a whole number between 1 and 365'),
    ),
    '7',
  ),
  PAGE_CACHE: v.optional(v.picklist(['on', 'off'], 'PAGE_CACHE must be on or off'), 'on'),
  /** Per server instance; the flood tests make it small. */
  PAGE_CACHE_MB: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, 'PAGE_CACHE_MB must be a whole number between 1 and 4096'),
      v.transform(Number),
      v.minValue(1, 'PAGE_CACHE_MB must be a whole number between 1 and 4096'),
      v.maxValue(4096, 'PAGE_CACHE_MB must be a whole number between 1 and 4096'),
    ),
    '32',
  ),
});

type ParsedEnv = v.InferOutput<typeof ConfigSchema>;

export type Config = Omit<ParsedEnv, 'SESSION_SECRET' | 'DATA_DIR' | 'BACKUP_DIR' | 'ART_CACHE_DIR'> & {
  DATA_DIR: string;
  ART_CACHE_DIR: string;
  BACKUP_DIR: string;
  SESSION_SECRETS: Secrets;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Throws a ConfigError whose message is one line naming the variable. */
export function parseEnv(env: Record<string, string | undefined>): ParsedEnv {
  const present = Object.fromEntries(
    Object.keys(ConfigSchema.entries)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const result = v.safeParse(ConfigSchema, present);
  if (!result.success) {
    const issue = result.issues[0];
    const key = issue.path?.[0]?.key;
    throw new ConfigError(`Invalid configuration: ${String(key)}: ${issue.message}`);
  }
  if (result.output.DATABASE_URL && !result.output.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration: SESSION_SECRET: required when DATABASE_URL is set, so every server instance signs cookies alike',
    );
  }
  if (Boolean(result.output.STRIPE_SECRET_KEY) !== Boolean(result.output.STRIPE_WEBHOOK_SECRET)) {
    const missing = result.output.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(
      `Invalid configuration: ${missing}: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (payments are confirmed by the webhook)`,
    );
  }
  if (Boolean(result.output.SUPABASE_URL) !== Boolean(result.output.SUPABASE_SERVICE_ROLE_KEY)) {
    const missing = result.output.SUPABASE_URL ? 'SUPABASE_SERVICE_ROLE_KEY' : 'SUPABASE_URL';
    throw new ConfigError(
      `Invalid configuration: ${missing}: SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set together (files go to Supabase Storage with both, to DATA_DIR/files with neither)`,
    );
  }
  return result.output;
}

export const sessionSecretFileOf = (dataDir: string) => path.join(dataDir, 'session-secret');

/** Kept in DATA_DIR so restarts keep everyone signed in. */
export function generatedSessionSecret(dataDir: string, log: (line: string) => void): string {
  const file = sessionSecretFileOf(dataDir);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomBytes(32).toString('hex');
  fs.writeFileSync(file, secret + '\n', { mode: 0o600 });
  log(`SESSION_SECRET is not set: generated one and saved it in ${file}`);
  return secret;
}

export function loadConfig(env: Record<string, string | undefined>, log: (line: string) => void = console.log): Config {
  const { SESSION_SECRET, DATA_DIR, BACKUP_DIR, ART_CACHE_DIR, ...rest } = parseEnv(env);
  const dataDir = path.resolve(DATA_DIR);
  const backupDir = BACKUP_DIR ? path.resolve(BACKUP_DIR) : path.join(dataDir, 'backups');
  const artCacheDir = ART_CACHE_DIR ? path.resolve(ART_CACHE_DIR) : path.join(dataDir, 'cache', 'art');
  fs.mkdirSync(dataDir, { recursive: true });
  const [current = generatedSessionSecret(dataDir, log), ...older] = SESSION_SECRET
    ? SESSION_SECRET.split(',').map((secret) => secret.trim())
    : [];
  const secrets: Secrets = [current, ...older];
  return { ...rest, DATA_DIR: dataDir, BACKUP_DIR: backupDir, ART_CACHE_DIR: artCacheDir, SESSION_SECRETS: secrets };
}
