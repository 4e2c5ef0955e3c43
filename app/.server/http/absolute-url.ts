/** A path of this shop as the whole address a mail, a WhatsApp message or a QR code carries. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}
