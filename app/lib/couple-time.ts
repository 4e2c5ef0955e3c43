/** Times on the couple’s pages: UTC, said so, since a couple may be anywhere. */
const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
});

/** "3 March 2026, 10:05 UTC": the same on the server and in the browser, whatever their zones. */
export const formatCoupleTime = (iso: string) => `${dateTime.format(new Date(iso))} UTC`;
