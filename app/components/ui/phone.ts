/** The studio's phone is configured without the country code; it is always an Indian (+91) number. */
export const PHONE_PREFIX = '+91';

/** "98765 43210" → "+91 98765 43210" */
export const displayPhone = (phone: string) => `${PHONE_PREFIX} ${phone}`;

/** "98765 43210" → "tel:+919876543210" */
export const telHref = (phone: string) => `tel:${PHONE_PREFIX}${phone.replace(/\D/g, '')}`;
