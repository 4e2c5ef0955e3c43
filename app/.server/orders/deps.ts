import type { Db } from '../db/connection';
import type { PaymentProvider } from '../payments/provider';
import type { FileStore } from '../storage/file-store';
import type { Secrets } from '../platform/signing';

/** What the order functions need from the running server (tests pass their own). */
export interface OrderDeps {
  db: Db;
  /** Signing secrets, newest first (config.SESSION_SECRETS). */
  secrets: Secrets;
  /** The site's public address, for links in e-mails and for the payment provider. */
  siteUrl: string;
  payments: PaymentProvider;
  /** The studio's inbox (CONTACT_TO): told of every paid order, with its brief. */
  studioEmail: string;
  /** Called after a commit that may have queued mail. */
  afterCommit?: () => void;
  /**
   * The file store, for the collections' slot templates: with it, a payment queues the render of
   * the couple's personalised files (../designs/render-jobs.ts); without it (some tests), none is queued.
   */
  files?: FileStore;
  /** The render worker, kicked after a payment that queued a render. */
  renders?: { kick(): void };
}

/** An absolute URL on this site. */
export function siteLink(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
