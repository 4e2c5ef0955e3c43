import { contentVersion } from './content-version';
import { formObject } from './fields';
import { LegalPageSchema } from './site-content';

export const LegalPageFormSchema = formObject({ ...LegalPageSchema.entries, version: contentVersion });

export const LEGAL_PAGE_INTENTS = ['save', 'preview'] as const;
