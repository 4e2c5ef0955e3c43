import { QueueFull } from '~/.server/platform/bounded-queue';
import { RENDER_BUDGET_MS } from './render-budgets';
import { renderPieceFiles, type RenderOptions } from './render-piece';
import { SLOT_TEMPLATE_MESSAGES } from './slot-template-check';
import { SlotTextError } from './slots';
import { sampleValues, type Piece, type Template } from './template';
import { OverBudget, PoolClosed } from '../worker-pool/worker-errors';

/**
 * An uploaded template is drawn as a paid order draws it, within a third of an order's budget. SVG
 * filters are the usual cost (a wide blur or feMorphology over the whole card).
 */
export const RENDER_COST_MESSAGES = {
  tooComplex: (over: OverBudget) =>
    `The template was refused: it is too complex to draw at print size (${over.limit === 'time' ? `it takes longer than ${over.budget / 1000} s` : `it needs more than ${over.budget} MB of memory`}). Simplify its filters — blurs, feMorphology and filter regions larger than the card cost the most — or flatten those effects into the artwork, and upload it again.`,
  busy: 'The template could not be checked just now: the server is busy or restarting. Please upload it again in a minute.',
} as const;

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
    if (error instanceof SlotTextError) return null;
    console.error('Slot template: drawing it at print size failed:', error);
    return SLOT_TEMPLATE_MESSAGES.notDrawable;
  }
}
