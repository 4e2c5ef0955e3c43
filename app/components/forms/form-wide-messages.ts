import {
  FILL_ALL_FIELDS_MESSAGE,
  NEW_FEATURED_ITEM_MESSAGE,
  NEW_TEAM_MEMBER_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '~/schemas/required-messages';

/**
 * The spec's messages for a form sent with required fields empty. They speak of the whole form, so
 * the form says one once, at the top, with a link to each empty field; the field itself says
 * only `REQUIRED`.
 */
const FORM_WIDE_MESSAGES: ReadonlySet<string> = new Set([
  FILL_ALL_FIELDS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  NEW_TEAM_MEMBER_MESSAGE,
  NEW_FEATURED_ITEM_MESSAGE,
]);

export const REQUIRED = 'Required';

export const isFormWide = (message: string | undefined): message is string =>
  message !== undefined && FORM_WIDE_MESSAGES.has(message);

/** What a field says beside itself. */
export const fieldMessage = (errors: string[] | undefined): string =>
  isFormWide(errors?.[0]) ? REQUIRED : (errors?.[0] ?? '');

/** "new_member.long_description" → "Long description": a field's name read as words, for the links. */
export function fieldNameWords(name: string): string {
  const last = name.split(/[.\]]/u).filter(Boolean).pop() ?? name;
  const words = last
    .replace(/\[\d+$/u, '')
    .replace(/_/gu, ' ')
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
