import * as v from 'valibot';

const INCOMPLETE = 'This form is incomplete. Please reload the page.';

/**
 * The version of a `site_content` page that an editor showed (a hidden field of every content
 * editor): the save is refused when the page has changed since (see saveContent).
 */
export const contentVersion = v.pipe(
  v.number(INCOMPLETE),
  v.integer(INCOMPLETE),
  v.minValue(0, INCOMPLETE),
  v.maxValue(2_000_000_000, INCOMPLETE),
);
