import { siteLink } from '~/.server/orders/deps';
import {
  signOrderToken,
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

export const proofFilePath = (token: string, fileId: number) => `${proofPagePath(token)}/files/${fileId}`;

export function proofPageLink(secrets: Secrets, siteUrl: string, order: KeyedOrder, now: Date): string {
  return siteLink(siteUrl, proofPagePath(signProofToken(secrets, order, now)));
}
