import * as v from 'valibot';

/** Posted with `?form=design`; version 0 means the piece was never set. */
export const SLOT_TEMPLATE_INPUTS = { svg: 1 } as const;

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
