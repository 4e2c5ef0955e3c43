/**
 * The spec's messages for forms sent with required fields empty, verbatim. In a module of their own:
 * every form's alert reads them (components/forms/form-wide-messages.ts), and importing them from
 * their schemas would put every admin schema into the public pages' JavaScript.
 */
export const FILL_ALL_FIELDS_MESSAGE = 'Please fill in all fields';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
export const NEW_TEAM_MEMBER_MESSAGE = 'Please fill in all fields for the new team member';
export const NEW_FEATURED_ITEM_MESSAGE = 'Please fill in all fields for the new featured item';
