import { QueueFull } from './render-queue';
import { RENDER_BUDGET_MS } from './render-budgets';
import { renderPieceFiles, type RenderOptions } from './render-piece';
import { SLOT_TEMPLATE_MESSAGES } from './slot-template-check';
import { SlotTextError } from './slots';
import { sampleValues, type Piece, type Template } from './template';
import { OverBudget, PoolClosed } from '../worker-pool/worker-errors';

/**
 * The upload check's full-size render: a slot template that passed the content check
 * (./slot-template-check.ts, whose thumbnail is small) is drawn as a paid order draws it — print
 * PDF, card JPG and story, with its own sample words — in a worker process, within a third of an
 * order's budget (./render-budgets.ts). One past it (SVG filters are the usual cost: a wide blur or feMorphology over the
 * whole card, or a filter region far larger than the card) is refused, with what to simplify.
 */
export const RENDER_COST_MESSAGES = {
  tooComplex: (over: OverBudget) =>
    `The template was refused: it is too complex to draw at print size (${over.limit === 'time' ? `it takes longer than ${over.budget / 1000} s` : `it needs more than ${over.budget} MB of memory`}). Simplify its filters — blurs, feMorphology and filter regions larger than the card cost the most — or flatten those effects into the artwork, and upload it again.`,
  busy: 'The template could not be checked just now: the server is busy or restarting. Please upload it again in a minute.',
} as const;

/** Null when the template draws within the budget; otherwise the refusal to show the designer. */
export async function renderCostRefusal(
  template: Template,
  piece: Piece,
  options: RenderOptions = {},
): Promise<string | null> {
  const values = sampleValues(template);
  try {
    await renderPieceFiles(
      {
        collectionId: 0,
        piece,
        template: { ...template, piece },
        words: { names: values.names ?? '', eventDate: '', venue: '' },
        values,
        slug: 'sample',
        options,
      },
      RENDER_BUDGET_MS.uploadCheck,
    );
    return null;
  } catch (error) {
    if (error instanceof OverBudget) return RENDER_COST_MESSAGES.tooComplex(error);
    if (error instanceof QueueFull || error instanceof PoolClosed) return RENDER_COST_MESSAGES.busy;
    // Words that cannot be set are the content check's to refuse; anything else is not about cost.
    if (error instanceof SlotTextError) return null;
    console.error('Slot template: drawing it at print size failed:', error);
    return SLOT_TEMPLATE_MESSAGES.notDrawable;
  }
}
