import { siteLink } from '../orders/deps';
import {
  signOrderToken,
  verifyOrderToken,
  type KeyedOrder,
  type LinkKeyLookup,
  type OrderTokenCheck,
  type Secrets,
} from '../platform/signing';

/**
 * The couple's key to their order's proofs: /proofs/<token>, where the token names the order and
 * when the link stops working, signed with the server secret (as download links are, with a
 * purpose of its own, so neither opens the other). Each proof e-mail carries a fresh one; a
 * signed-in buyer gets a fresh one from /account/orders.
 */
export const PROOF_LINK_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;
export const PROOF_LINK_TTL_MS = PROOF_LINK_DAYS * DAY_MS;

const PURPOSE = 'proof-link';

export function signProofToken(secrets: Secrets, order: KeyedOrder, now: Date): string {
  return signOrderToken(secrets, PURPOSE, order, new Date(now.getTime() + PROOF_LINK_TTL_MS));
}

export function verifyProofToken(
  secrets: Secrets,
  token: unknown,
  linkKeyOf: LinkKeyLookup,
  now: Date,
): Promise<OrderTokenCheck> {
  return verifyOrderToken(secrets, PURPOSE, token, linkKeyOf, now);
}

export const proofPagePath = (token: string) => `/proofs/${encodeURIComponent(token)}`;

/** One file of a proof, shown (images) or downloaded (PDFs) through the proof page's token. */
export const proofFilePath = (token: string, fileId: number) => `${proofPagePath(token)}/files/${fileId}`;

/** A fresh link to the order's proof page: absolute for e-mail, site-relative with `siteUrl` ''. */
export function proofPageLink(secrets: Secrets, siteUrl: string, order: KeyedOrder, now: Date): string {
  return siteLink(siteUrl, proofPagePath(signProofToken(secrets, order, now)));
}
