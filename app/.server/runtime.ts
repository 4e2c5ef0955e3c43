import path from 'node:path';
import { deleteExpiredAuthRecords } from './auth/cleanup';
import { createCartCookie } from './cart/cookie';
import { ConfigError, loadConfig, type Config } from './config';
import { createDb, type Db, type Engine } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { loadSampleContentOnce } from './db/seed';
import { ensureCollectionFiles } from './downloads/collection-files';
import { filesDirOf } from './downloads/storage';
import { createFlash } from './flash';
import { deleteExpiredFormTokens } from './form-token';
import { createMailer } from './mail/outbox';
import { fileTransport, smtpTransport } from './mail/transport';
import { cancelAbandonedTestOrders } from './orders/abandoned';
import { createCheckoutKeyCookie } from './orders/checkout-key';
import type { OrderDeps } from './orders/deps';
import type { PaymentProvider } from './payments/provider';
import { paymentProviderFor } from './payments/select-provider';
import { createPublicFormHandler } from './public-form';
import { deleteExpiredRateLimits } from './rate-limit';

/**
 * The running server's configuration, database and services, made once when the server bundle
 * loads: the environment is validated (a bad value stops the server with one line naming it),
 * migrations are applied and the sample content is loaded into an empty database.
 */
function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const config: Config = configOrExit();

const connection = createDb({
  databaseUrl: config.DATABASE_URL,
  sqliteFile: path.join(config.DATA_DIR, 'studio.sqlite'),
});

export const db: Db = connection.db;
export const engine: Engine = connection.engine;

const applied = await migrateToLatest(db);
if (applied.length) console.log(`Database (${engine}): applied ${applied.join(', ')}`);
if (await loadSampleContentOnce(db)) console.log('Database: loaded the sample content');
const filled = await ensureCollectionFiles(db, filesDirOf(config.DATA_DIR), path.resolve('public'));
if (filled) console.log(`Downloads: made the template files of ${filled} collection(s)`);

const secureCookies = config.SITE_URL.startsWith('https:');
export const flash = createFlash(config.SESSION_SECRETS, secureCookies);
export const cartCookie = createCartCookie(config.SESSION_SECRETS, secureCookies);
export const checkoutKeyCookie = createCheckoutKeyCookie(config.SESSION_SECRETS, secureCookies);

const mailTransport = config.SMTP_URL
  ? smtpTransport(config.SMTP_URL)
  : fileTransport(path.join(config.DATA_DIR, 'mail'));
export const mailer = createMailer(db, mailTransport, { from: config.MAIL_FROM });
mailer.kick(); // whatever an earlier run left in the outbox

/** The built-in test provider unless the Stripe keys are set. */
export const payments: PaymentProvider = paymentProviderFor(config);

export const orderDeps: OrderDeps = {
  db,
  secrets: config.SESSION_SECRETS,
  siteUrl: config.SITE_URL,
  payments,
  afterCommit: mailer.kick,
};

export const handlePublicForm = createPublicFormHandler({
  db,
  flash,
  secrets: config.SESSION_SECRETS,
  trustedHeader: config.TRUST_PROXY_HEADER,
  afterCommit: mailer.kick,
});

const HOUR_MS = 60 * 60 * 1000;
const housekeeping = setInterval(() => {
  Promise.all([
    deleteExpiredRateLimits(db),
    deleteExpiredFormTokens(db),
    deleteExpiredAuthRecords(db),
    cancelAbandonedTestOrders(db),
  ]).catch((error) => console.error('Housekeeping failed:', error));
}, HOUR_MS);
housekeeping.unref();
