import { QueueFull } from '~/.server/platform/bounded-queue';
import { RENDER_BUDGET_MS } from './render-budgets';
import { renderPieceFiles, type RenderOptions } from './render-piece';
import { RENDER_COST_MESSAGES, SLOT_TEMPLATE_MESSAGES } from './template-messages';
import { SlotTextError } from './slots';
import { sampleValues, type Piece, type Template } from './template';
import { OverBudget, PoolClosed } from '../worker-pool/worker-errors';

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
