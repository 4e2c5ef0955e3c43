const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** A moment as the studio reads it: its own clock (New Delhi), e.g. "12 Oct 2026, 15:04". */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
