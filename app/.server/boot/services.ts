import path from 'node:path';
import type { Authenticator } from 'remix-auth';
import { createPageViewCounter, type PageViewCounter } from '~/.server/analytics/page-views';
import { contentVersionSource, type ContentVersionSource } from '~/.server/page-cache/version-watch';
import { parseAdminEmails } from '~/.server/auth/profiles';
import type { Config } from '~/.server/platform/config';
import type { Db, Engine } from '~/.server/db/connection';
import { openServerDatabase } from '~/.server/db/server-database';
import { createAuthenticator } from '~/.server/auth/authenticator';
import { createBriefWordsCookie, type BriefWordsCookie } from '~/.server/orders/brief-words-cookie';
import { createCartCookie, type CartCookie } from '~/.server/cart/cart-cookie';
import { createSiteAccessCookie, type SiteAccessCookie } from '~/.server/invitation-site/site-password';
import { createCheckoutKeyCookie, type CheckoutKeyCookie } from '~/.server/orders/checkout-key-cookie';
import { createLifecycle, type Lifecycle } from '~/.server/health/lifecycle';
import { createFlash, type Flash } from '~/.server/http/flash';
import { createAuthSessionStorage, type AuthSession, type AuthSessionStorage } from '~/.server/auth/session-cookie';
import { createMailer, type Mailer } from '~/.server/mail/outbox';
import { fileTransport, smtpTransport, type MailTransport } from '~/.server/mail/transport';
import { createRenderWorker, type RenderWorker } from '~/.server/designs/render-worker';
import type { PaymentProvider } from '~/.server/payments/provider';
import { paymentProviderFor } from '~/.server/payments/select-provider';
import { createFileStore } from '~/.server/storage/create-file-store';
import type { FileStore } from '~/.server/storage/file-store';
import type { Secrets } from '~/.server/platform/signing';

/**
 * Made once by boot() and handed to every request as `context.services`; tests make their own. Flat
 * on purpose: it is at once the deps of orders, the cart, the session guards and the public forms.
 */
export interface Services {
  config: Config;
  db: Db;
  engine: Engine;
  secrets: Secrets;
  siteUrl: string;
  trustedHeader: string | undefined;
  adminEmails: string[];
  payments: PaymentProvider;
  studioEmail: string;
  mailer: Mailer;
  files: FileStore;
  afterCommit: () => void;
  renders: RenderWorker;
  flash: Flash;
  cartCookie: CartCookie;
  briefWordsCookie: BriefWordsCookie;
  checkoutKeyCookie: CheckoutKeyCookie;
  siteAccess: SiteAccessCookie;
  sessionStorage: AuthSessionStorage;
  authenticator: Authenticator<AuthSession>;
  pageViews: PageViewCounter;
  lifecycle: Lifecycle;
  /** What the page cache checks kept pages against: held in process on PostgreSQL (LISTEN), read on SQLite. */
  contentVersion: ContentVersionSource;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    socketAddress?: string;
    /** The front door cut the post off; the action sees only the fields that fitted (answer 413). */
    bodyTooLarge?: boolean;
    /** Set by handleError when the disk or database is full: the front door answers 503 with a page saying so. */
    storageFull?: boolean;
    services: Services;
  }
}

export interface ServiceOptions {
  database?: { db: Db; engine: Engine };
  mailTransport?: MailTransport;
  files?: FileStore;
  /** 'manual' (tests): a payment's kick renders nothing; the test runs the due renders itself. */
  renders?: 'manual';
}

export function createServices(config: Config, options: ServiceOptions = {}): Services {
  const { db, engine } = options.database ?? openServerDatabase(config);
  const secure = config.SITE_URL.startsWith('https:');
  const secrets = config.SESSION_SECRETS;
  const adminEmails = parseAdminEmails(config.ADMIN_EMAILS);
  const trustedHeader = config.TRUST_PROXY_HEADER;
  const mailTransport =
    options.mailTransport ??
    (config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(path.join(config.DATA_DIR, 'mail')));
  const mailer = createMailer(db, mailTransport, { from: config.MAIL_FROM });
  const sessionStorage = createAuthSessionStorage(secrets, secure);
  const files = options.files ?? createFileStore(config);
  const renders =
    options.renders === 'manual'
      ? { kick: () => {}, idle: async () => {} }
      : createRenderWorker({ db, files }, { artDpi: config.PRINT_DPI });
  return {
    config,
    db,
    engine,
    secrets,
    siteUrl: config.SITE_URL,
    trustedHeader,
    adminEmails,
    payments: paymentProviderFor(config),
    studioEmail: config.CONTACT_TO,
    mailer,
    files,
    afterCommit: mailer.kick,
    renders,
    flash: createFlash(secrets, secure),
    cartCookie: createCartCookie(secrets, secure),
    briefWordsCookie: createBriefWordsCookie(secrets, secure),
    checkoutKeyCookie: createCheckoutKeyCookie(secrets, secure),
    siteAccess: createSiteAccessCookie(secrets, secure),
    sessionStorage,
    authenticator: createAuthenticator({ db, secrets, adminEmails, trustedHeader, sessionStorage }),
    pageViews: createPageViewCounter(db),
    lifecycle: createLifecycle(),
    contentVersion: contentVersionSource({ db, engine, databaseUrl: config.DATABASE_URL }),
  };
}
