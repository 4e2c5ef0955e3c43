/** The subject of the designer's reply to a contact-form message. */
export const REPLY_SUBJECT = 'Re: your enquiry to Petal & Quill';

/**
 * A `mailto:` link that opens the mail client with a new message to `to` and `subject` filled in.
 * The address is kept readable with its parts encoded (RFC 6068), the subject fully encoded.
 */
export function mailtoHref(to: string, subject: string): string {
  const address = to
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
