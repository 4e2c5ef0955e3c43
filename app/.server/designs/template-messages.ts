import type { OverBudget } from '../worker-pool/worker-errors';
import { SVG_LIMITS } from './sanitise-svg';
import { PIECES, pieceLabel, type Piece } from './template';

/** What the designer is told when an uploaded slot template is refused: a file of no other module's, so the checks never import each other. */
export const SLOT_TEMPLATE_MESSAGES = {
  empty: (name: string) => `“${name}” is empty. Please choose the file again.`,
  tooLarge: `The SVG was refused: it is larger than ${SVG_LIMITS.bytes / 1_000_000} MB.`,
  otherPiece: (said: string, piece: Piece) =>
    Object.hasOwn(PIECES, said)
      ? `The template was refused: it says it is the ${pieceLabel(said)} (data-piece="${said}"), not the ${pieceLabel(piece)}. Upload it under its own piece, or change data-piece.`
      : `The template was refused: its data-piece="${said.slice(0, 40)}" is not one of ${Object.keys(PIECES).join(', ')}.`,
  samplesDoNotFit: (message: string) =>
    `The template was refused: its own sample words cannot be set — ${message} Check the slot’s box and sizes.`,
  notDrawable: 'The template was refused: it could not be drawn. Please export it again as plain SVG.',
} as const;

/**
 * An uploaded template is drawn as a paid order draws it, within a third of an order's budget. SVG
 * filters are the usual cost (a wide blur or feMorphology over the whole card).
 */
export const RENDER_COST_MESSAGES = {
  tooComplex: (over: OverBudget) =>
    `The template was refused: it is too complex to draw at print size (${over.limit === 'time' ? `it takes longer than ${over.budget / 1000} s` : `it needs more than ${over.budget} MB of memory`}). Simplify its filters — blurs, feMorphology and filter regions larger than the card cost the most — or flatten those effects into the artwork, and upload it again.`,
  busy: 'The template could not be checked just now: the server is busy or restarting. Please upload it again in a minute.',
} as const;
