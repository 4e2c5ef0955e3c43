import path from 'node:path';
import type { Authenticator } from 'remix-auth';
import { createPageViewCounter, type PageViewCounter } from '../analytics/page-views';
import { parseAdminEmails } from '../auth/profiles';
import type { Config } from './config';
import type { Db, Engine } from '../db/connection';
import { openServerDatabase } from '../db/server-database';
import { createAuthenticator } from '../auth/authenticator';
import { createBriefWordsCookie, type BriefWordsCookie } from '../orders/brief-words-cookie';
import { createCartCookie, type CartCookie } from '../cart/cart-cookie';
import { createCheckoutKeyCookie, type CheckoutKeyCookie } from '../orders/checkout-key-cookie';
import { createLifecycle, type Lifecycle } from '../health/lifecycle';
import { createFlash, type Flash } from '../http/flash';
import { createAuthSessionStorage, type AuthSession, type AuthSessionStorage } from '../auth/session-cookie';
import { createMailer, type Mailer } from '../mail/outbox';
import { fileTransport, smtpTransport, type MailTransport } from '../mail/transport';
import { createRenderWorker, type RenderWorker } from '../designs/render-worker';
import type { PaymentProvider } from '../payments/provider';
import { paymentProviderFor } from '../payments/select-provider';
import { createFileStore } from '../storage/create-file-store';
import type { FileStore } from '../storage/file-store';
import type { Secrets } from './signing';

/**
 * What loaders and actions work with: the configuration, the database and the services built on
 * them. Made once by boot() (./boot.ts) and handed to every request as `context.services` by
 * the front door; tests make their own over a test database. Nothing here runs when it is imported.
 *
 * It is flat on purpose: it is at once the deps of the order functions (db, secrets, siteUrl,
 * payments, afterCommit), of the cart, the session guards and the public forms.
 */
export interface Services {
  config: Config;
  db: Db;
  engine: Engine;
  /** Signing secrets, newest first (config.SESSION_SECRETS). */
  secrets: Secrets;
  /** The site's public address, for links in e-mails and for the payment provider. */
  siteUrl: string;
  /** The header the platform's proxy puts the visitor's address in, if any. */
  trustedHeader: string | undefined;
  adminEmails: string[];
  payments: PaymentProvider;
  /** The studio's inbox (CONTACT_TO): contact messages and new-order notices go there. */
  studioEmail: string;
  mailer: Mailer;
  /** Where files are kept (templates, proofs): DATA_DIR/files, or Supabase Storage when configured. */
  files: FileStore;
  /** Called after a commit that may have queued mail: sends it now. */
  afterCommit: () => void;
  /** Renders the couple's personalised files after payment (./designs/render-worker.ts). */
  renders: RenderWorker;
  flash: Flash;
  cartCookie: CartCookie;
  /** The words tried on a collection's preview, carried into the checkout brief. */
  briefWordsCookie: BriefWordsCookie;
  checkoutKeyCookie: CheckoutKeyCookie;
  sessionStorage: AuthSessionStorage;
  authenticator: Authenticator<AuthSession>;
  /** Counts public page views (entry.server's handleRequest); waited for before the database closes. */
  pageViews: PageViewCounter;
  /** Whether the server still takes new work (false once SIGTERM came): /healthz answers 503 then. */
  lifecycle: Lifecycle;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The TCP peer's address, set by the front door (./http/front-door.ts). */
    socketAddress?: string;
    /**
     * True when the post was longer than its route's limit: the front door cut it off, and the
     * action sees only the fields that fitted (answer 413 with the form's message).
     */
    bodyTooLarge?: boolean;
    /**
     * Set by entry.server's handleError when the request failed because the disk or the database
     * is full (./http/storage-full.ts): the front door then answers 503 with a page saying so.
     */
    storageFull?: boolean;
    /** The running server's services (server.mjs, from boot()). */
    services: Services;
  }
}

export interface ServiceOptions {
  /** An open database (tests); otherwise one is opened from the configuration. */
  database?: { db: Db; engine: Engine };
  /** Where mail goes (tests); otherwise SMTP_URL, or .eml files under DATA_DIR/mail. */
  mailTransport?: MailTransport;
  /** Where files are kept (tests); otherwise from the configuration (./storage/create-file-store.ts). */
  files?: FileStore;
  /**
   * 'manual' (tests): a payment's kick renders nothing; the test runs the due renders itself.
   * Otherwise a kick renders at once, in the background.
   */
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
    sessionStorage,
    authenticator: createAuthenticator({ db, secrets, adminEmails, trustedHeader, sessionStorage }),
    pageViews: createPageViewCounter(db),
    lifecycle: createLifecycle(),
  };
}
