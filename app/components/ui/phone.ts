/** Configured without the country code; always an Indian (+91) number. */
export const PHONE_PREFIX = '+91';

export const displayPhone = (phone: string) => `${PHONE_PREFIX} ${phone}`;

export const telHref = (phone: string) => `tel:${PHONE_PREFIX}${phone.replace(/\D/g, '')}`;
