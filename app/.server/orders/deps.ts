import type { Db } from '../db/connection';
import type { PaymentProvider } from '../payments/provider';
import type { FileStore } from '../storage/file-store';
import type { Secrets } from '../platform/signing';

export interface OrderDeps {
  db: Db;
  secrets: Secrets;
  siteUrl: string;
  payments: PaymentProvider;
  studioEmail: string;
  afterCommit?: () => void;
  /** Without it (some tests) a payment queues no render. */
  files?: FileStore;
  renders?: { kick(): void };
}

export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
