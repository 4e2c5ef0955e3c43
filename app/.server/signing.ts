import crypto from 'node:crypto';

/**
 * HMAC-SHA256 signatures for values this server hands out and must recognise later (order
 * links, download links). `purpose` keeps a signature made for one kind of link from being
 * accepted as another; the first secret signs and every secret verifies, so secrets can rotate.
 */
export function sign(secret: string, purpose: string, payload: string): string {
  return crypto.createHmac('sha256', secret).update(`${purpose}\0${payload}`).digest('base64url');
}

/** True when `signature` was made for this purpose and payload with one of the secrets (constant time). */
export function hasValidSignature(secrets: string[], purpose: string, payload: string, signature: string): boolean {
  const given = Buffer.from(signature);
  return secrets.some((secret) => {
    const expected = Buffer.from(sign(secret, purpose, payload));
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
}
