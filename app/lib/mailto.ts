export const REPLY_SUBJECT = 'Re: your enquiry to Petal & Quill';

export function mailtoHref(to: string, subject: string): string {
  const address = to
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
