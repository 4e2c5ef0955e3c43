import * as v from 'valibot';

/**
 * The version of a `site_content` page that an editor showed (a hidden field of every content
 * editor): the save is refused when the page has changed since (see saveContent).
 */
export const contentVersion = v.pipe(
  v.number('This form is incomplete. Please reload the page.'),
  v.integer('This form is incomplete. Please reload the page.'),
  v.minValue(0, 'This form is incomplete. Please reload the page.'),
  v.maxValue(2_000_000_000, 'This form is incomplete. Please reload the page.'),
);
