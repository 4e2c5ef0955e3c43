/**
 * A phone number in E.164 (+<country><number>), or null when it cannot be one. Spaces, dots,
 * dashes and brackets are dropped; 00 is read as +; a number without a country code is taken
 * as Indian (+91), with its trunk 0 dropped.
 */
export function normalisePhone(raw: string): string | null {
  const compact = raw.trim().replace(/[\s.()-]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return null;
  let digits: string;
  if (compact.startsWith('+')) digits = compact.slice(1);
  else if (compact.startsWith('00')) digits = compact.slice(2);
  else digits = `91${compact.replace(/^0/, '')}`;
  if (digits.startsWith('91') && digits.length !== 12) return null;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

/** A WhatsApp link that opens a chat with `phone` and `message` typed in, ready to send. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
