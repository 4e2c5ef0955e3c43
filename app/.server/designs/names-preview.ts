import { todayIso } from '~/schemas/fields';
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

/** What a collection page's "See it with your names" section shows. */
export interface NamesPreview {
  /** The fields as typed (what the GET form sent), shown again as they were. */
  input: PreviewInput;
  /** A message beside each refused field. */
  errors: Partial<Record<PreviewField, string>>;
  /** A refusal about none of the fields (the design itself). */
  formError: string | null;
  /** The valid words: the image shows them, and Add to Cart carries them. */
  words: PreviewWords;
  imageSrc: string;
  /** The image's size in pixels (as renderPreview draws it), so the page keeps its room while it loads. */
  size: { width: number; height: number };
  /** The earliest event date (YYYY-MM-DD), from the server so both renders agree. */
  today: string;
  /** The design's own sample words, for the image's alt text while a field is blank. */
  sample: { names: string; date: string; venue: string };
}

/** Takes one from the client's render budget (the preview image's own: PREVIEW_RENDER_LIMIT). */
export type LayoutBudget = () => Promise<RateLimitResult>;

export const TOO_MANY_PREVIEWS = 'Too many previews in a short while. Please wait a few minutes and try again.';

/** The server's one cache of laid-out words, shared by every request of the process. */
const layouts = new PreviewLayoutCache();

/**
 * Sets the words in the template (layout only, no image): which fields do not fit, each with
 * its message, or a message about none of them (the design itself).
 */
function layOut(template: Template, given: PreviewWords): PreviewLayout {
  const words = { ...given };
  const out: PreviewLayout = { errors: {}, formError: null };
  // Each refusal drops its field (it shows the sample), and the rest is tried again.
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
 * The collection's preview section, or null when it has no invitation template. The words come
 * from the page's query (the form is a GET form, so it works without JavaScript); each is checked
 * with the preview schema, then set in the template (layout only, no image) so that words that do
 * not fit get their message beside their field here, not a broken image.
 *
 * Laying out words costs what drawing them does, so it is paid for like a drawing: the outcome is
 * kept by template and words (the design's own sample, which every visitor sees, is laid out once),
 * and new words from a client take one from `budget`, the preview image's per-client allowance.
 * Past it, the page shows the design's sample with a message instead of laying anything out.
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
    today: todayIso(),
    sample: { names: sampleOf('names'), date: sampleOf('date'), venue: sampleOf('venue') },
  };
}
