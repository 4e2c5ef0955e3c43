import type { ContentFormProps } from './content-form-shell';

/**
 * What a page's list item form is given (featured items, team members): the add form a one-time
 * token, the edit page the item's values and the fingerprint of the item as it showed it.
 */
export type ItemFormProps<V> = Omit<ContentFormProps<V>, 'version'> & { fingerprint?: string };
