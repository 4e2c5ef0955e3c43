import * as v from 'valibot';

/**
 * A post of a piece's form in "Personalised design templates" on /admin/collections/:id/templates
 * (posted to the page with `?form=design`): upload the chosen SVG (the file input `svg`) or remove
 * the designer's upload, with the piece and the version of it the page showed (0: never set).
 */
export const SLOT_TEMPLATE_INPUTS = { svg: 1 } as const;

/** The query string that sends a post to the design templates' forms rather than the file forms. */
export const SLOT_TEMPLATE_FORM_QUERY = 'form=design';

export const SlotTemplateSchema = v.object({
  intent: v.picklist(['upload', 'remove']),
  piece: v.pipe(v.string(), v.maxLength(40)),
  version: v.pipe(
    v.string(),
    v.toNumber(),
    v.number('This form is incomplete. Please reload the page.'),
    v.integer(),
    v.minValue(0),
    v.maxValue(2_000_000_000),
  ),
});

export type SlotTemplateInput = v.InferOutput<typeof SlotTemplateSchema>;

export const NO_SVG_CHOSEN_MESSAGE = 'Choose an SVG file to upload.';
