import { templatesForCollection, type DesignDeps } from './collection-designs';
import type { CoupleWords } from './brief-slots';
import { fittingValues } from './render-piece';
import { SlotTextError, type SlotField } from './slots';
import { setTemplateText } from './template';

const CHECKOUT_FIELD = {
  names: 'coupleNames',
  date: 'eventDate',
  venue: 'venue',
  wording: 'wording',
  time: 'eventTime',
  closing: 'closingLine',
  events: 'events',
} as const satisfies Partial<Record<SlotField, string>>;

export type BriefField = (typeof CHECKOUT_FIELD)[keyof typeof CHECKOUT_FIELD];

/**
 * The first checkout field whose words cannot be set as the render job will set them, with its
 * message. Problems of a template itself are the designer's, so they do not stop the couple.
 */
export async function briefMisfit(
  deps: DesignDeps,
  collections: { id: number; slug: string }[],
  words: CoupleWords,
): Promise<{ field: BriefField; message: string } | null> {
  for (const collection of collections) {
    for (const { template } of await templatesForCollection(deps, collection)) {
      try {
        setTemplateText(template, fittingValues(template, words));
      } catch (error) {
        if (!(error instanceof SlotTextError)) throw error;
        const field = (CHECKOUT_FIELD as Partial<Record<string, BriefField>>)[error.field];
        if (field) return { field, message: error.message };
      }
    }
  }
  return null;
}
