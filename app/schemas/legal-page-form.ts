import { contentVersion } from './content-version';
import { formObject } from './fields';
import { LegalPageSchema } from './site-content';

/** The editor of /admin/pages/privacy and /admin/pages/terms: the page's fields and the version it showed. */
export const LegalPageFormSchema = formObject({ ...LegalPageSchema.entries, version: contentVersion });

/** What the Preview and Save buttons send as `intent`. */
export const LEGAL_PAGE_INTENTS = ['save', 'preview'] as const;
