export const REPLY_SUBJECT = 'Re: your enquiry to Petal & Quill';

/** The address keeps its parts encoded but readable (RFC 6068); the subject is fully encoded. */
export function mailtoHref(to: string, subject: string): string {
  const address = to
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
