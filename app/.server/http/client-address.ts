/** A visitor's own X-Forwarded-For is ignored, so limits cannot be dodged by sending one. */
export function clientAddress(
  request: Request,
  socketAddress: string | undefined,
  trustedHeader: string | undefined,
): string {
  if (trustedHeader) {
    const value = request.headers.get(trustedHeader)?.split(',')[0]?.trim();
    if (value) return value.slice(0, 100);
  }
  return socketAddress || 'unknown';
}
