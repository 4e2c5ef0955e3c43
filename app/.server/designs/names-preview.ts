import { studioToday } from '~/lib/studio-time';
import {
  checkPreviewInput,
  EMPTY_PREVIEW_INPUT,
  hasWords,
  PREVIEW_FIELDS,
  PREVIEW_RAW_MAX,
  previewImagePath,
  type PreviewField,
  type PreviewInput,
  type PreviewWords,
} from '~/schemas/preview';
import { previewValuesFor } from './brief-slots';
import { templateForPiece, type DesignDeps } from './collection-designs';
import { cleanSlotValues, SlotTextError } from './slots';
import { templateIdentity } from './preview-cache';
import { PREVIEW_MAX } from './render-image';
import { setTemplateText, type Template } from './template';
import type { RateLimitResult } from '../platform/rate-limit';
import { PreviewLayoutCache, type PreviewLayout } from './preview-layout-cache';

const previewSize = (template: Template) =>
  template.width >= template.height
    ? { width: PREVIEW_MAX, height: Math.round((PREVIEW_MAX * template.height) / template.width) }
    : { width: Math.round((PREVIEW_MAX * template.width) / template.height), height: PREVIEW_MAX };

export interface NamesPreview {
  input: PreviewInput;
  errors: Partial<Record<PreviewField, string>>;
  formError: string | null;
  words: PreviewWords;
  imageSrc: string;
  /** So the page keeps its room while it loads. */
  size: { width: number; height: number };
  /** From the server, so both renders agree. */
  today: string;
  /** For the image's alt text while a field is blank. */
  sample: { names: string; date: string; venue: string };
}

export type LayoutBudget = () => Promise<RateLimitResult>;

export const TOO_MANY_PREVIEWS = 'Too many previews in a short while. Please wait a few minutes and try again.';

const layouts = new PreviewLayoutCache();

function layOut(template: Template, given: PreviewWords): PreviewLayout {
  const words = { ...given };
  const out: PreviewLayout = { errors: {}, formError: null };
  for (let tries = 0; tries <= PREVIEW_FIELDS.length; tries += 1) {
    try {
      setTemplateText(template, cleanSlotValues(previewValuesFor(template, words)));
      break;
    } catch (error) {
      if (!(error instanceof SlotTextError)) throw error;
      const field = PREVIEW_FIELDS.find((f) => f === error.field && words[f] !== undefined);
      if (!field) {
        out.formError = error.message;
        break;
      }
      out.errors[field] = error.message;
      delete words[field];
    }
  }
  return out;
}

/**
 * Words that do not fit get their message beside their field, not a broken image. Laying out costs
 * what drawing does, so it is cached and new words take one from the client's preview budget.
 */
export async function namesPreviewFor(
  deps: DesignDeps,
  collection: { id: number; slug: string },
  params: URLSearchParams,
  budget?: LayoutBudget,
): Promise<NamesPreview | null> {
  const template = await templateForPiece(deps, collection, 'invitation');
  if (!template) return null;
  const input: PreviewInput = { ...EMPTY_PREVIEW_INPUT };
  for (const field of PREVIEW_FIELDS) input[field] = (params.get(field) ?? '').slice(0, PREVIEW_RAW_MAX);
  const { words, errors } = checkPreviewInput(input);
  const key = PreviewLayoutCache.key(templateIdentity(template), words);
  let layout = layouts.get(key);
  if (!layout && hasWords(words) && budget && !(await budget()).allowed)
    layout = { errors: {}, formError: TOO_MANY_PREVIEWS };
  else if (!layout) layouts.set(key, (layout = layOut(template, words)));
  Object.assign(errors, layout.errors);
  for (const field of PREVIEW_FIELDS) if (layout.formError || layout.errors[field]) delete words[field];
  const formError = layout.formError;
  const sampleOf = (slot: string) => template.items.find((item) => item.slot === slot)?.sample ?? '';
  return {
    input,
    errors,
    formError,
    words,
    imageSrc: previewImagePath(collection.id, words),
    size: previewSize(template),
    today: studioToday(),
    sample: { names: sampleOf('names'), date: sampleOf('date'), venue: sampleOf('venue') },
  };
}
