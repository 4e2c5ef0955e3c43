const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Money is kept in cents and shown in US dollars. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}
