import * as v from 'valibot';

const INCOMPLETE = 'This form is incomplete. Please reload the page.';

export const contentVersion = v.pipe(
  v.number(INCOMPLETE),
  v.integer(INCOMPLETE),
  v.minValue(0, INCOMPLETE),
  v.maxValue(2_000_000_000, INCOMPLETE),
);
