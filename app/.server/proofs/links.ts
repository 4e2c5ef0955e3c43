import { absoluteUrl } from '~/.server/http/absolute-url';
import { signOrderLink, type OrderLinkKind } from '~/.server/orders/order-links';
import {
  verifyOrderToken,
  type KeyedOrder,
  type LinkKeyLookup,
  type OrderTokenCheck,
  type Secrets,
} from '~/.server/platform/signing';

/** Signed like download links but with a purpose of its own, so neither opens the other. */
export const PROOF_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const PROOF_LINK_TTL_MS = PROOF_LINK_DAYS * DAY_MS;

export const proofPagePath = (token: string) => `/proofs/${encodeURIComponent(token)}`;

export const PROOF_LINK: OrderLinkKind = { purpose: 'proof-link', lifetimeMs: PROOF_LINK_TTL_MS, path: proofPagePath };

export function signProofToken(secrets: Secrets, order: KeyedOrder, now: Date): string {
  return signOrderLink(PROOF_LINK, secrets, order, now);
}

export function verifyProofToken(
  secrets: Secrets,
  token: unknown,
  linkKeyOf: LinkKeyLookup,
  now: Date,
): Promise<OrderTokenCheck> {
  return verifyOrderToken(secrets, PROOF_LINK.purpose, token, linkKeyOf, now);
}

export const proofFilePath = (token: string, fileId: number) => `${proofPagePath(token)}/files/${fileId}`;

export function proofPageLink(secrets: Secrets, siteUrl: string, order: KeyedOrder, now: Date): string {
  return absoluteUrl(siteUrl, proofPagePath(signProofToken(secrets, order, now)));
}
