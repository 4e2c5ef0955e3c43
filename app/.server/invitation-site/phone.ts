import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/** Numbers typed without a country code are the studio's country's. */
const HOME_COUNTRY: CountryCode = 'IN';

const parsed = (raw: string) => parsePhoneNumberFromString(raw.trim().replace(/^00/, '+'), HOME_COUNTRY);

/**
 * A phone number in E.164 (+<country><number>), or null when it is not a number anyone can call:
 * read by libphonenumber's full metadata, so "98123 45678", "098123-45678" and "+91 98123 45678"
 * are one number, and an Indian number without its country code gets +91.
 */
export function normalisePhone(raw: string): string | null {
  const number = parsed(raw);
  return number?.isValid() ? number.number : null;
}

/** "+91 98123 45678": how a stored number is shown. */
export function internationalPhone(e164: string): string {
  return parsed(e164)?.formatInternational() ?? e164;
}

/** The country a number belongs to (its owner's, most likely), for the hour a reminder may go. */
export function phoneCountry(e164: string): CountryCode | null {
  return parsed(e164)?.country ?? null;
}

/** A WhatsApp link that opens a chat with `phone` and `message` typed in, ready to send. */
export function whatsAppLink(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
