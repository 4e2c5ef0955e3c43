import { PIECE_TITLES } from '../../lib/suite-pieces';
import type { FileFormat } from '../db/schema';
import { workerPool } from '../worker-pool/server-pool';
import type { CoupleWords } from './brief-slots';
import { slotValuesFor } from './brief-slots';
import { RENDER_BUDGET_MS } from './render-budgets';
import { renderCardJpg } from './render-image';
import { renderPdf, type PaperSize } from './render-pdf';
import { renderStory, renderStoryLayout } from './render-story';
import { cleanSlotValues, SlotTextError, type SlotValues } from './slots';
import { setTemplateText, type Piece, type Template } from './template';

/**
 * One piece of a paid order drawn with the couple's words: its print PDF, its card JPG and, for
 * the invitation, the phone story. It runs in a worker process (../worker-pool), within the
 * piece's time budget; ./render-order.ts gathers the pieces of an order.
 */

/**
 * The paper of the print PDFs made at payment: A5 (148 × 210 mm), the size print shops and home
 * printers in India and Europe take as it is, without bleed, so the PDF prints edge to edge at its
 * trim size. A print shop that wants bleed gets it from the designer (render-pdf offers 5×7 in
 * and a 3 mm bleed).
 */
export const ORDER_PDF = { paper: 'a5' as PaperSize, bleed: false };

export interface RenderedFile {
  collectionId: number;
  piece: Piece | 'story';
  templateName: string;
  format: FileFormat;
  fileName: string;
  bytes: Buffer;
}

export interface RenderOptions {
  /** Resolution of the PDFs' artwork layer (300 for print; tests use less). */
  artDpi?: number;
}

/** What a piece is drawn from: everything travels to the worker process as plain data. */
export interface PieceJob {
  collectionId: number;
  piece: Piece;
  template: Template;
  /** The invitation's phone story layout (9 : 16), set with the same words; without it the story is the card on its paper. */
  story?: Template;
  words: CoupleWords;
  /** Set exactly these instead of the couple's words (the upload check sets the template's samples). */
  values?: SlotValues;
  /** The start of every file name ("aisha-and-nikhil"). */
  slug: string;
  options: RenderOptions;
}

/** Values for one template: the brief's words, cleaned (a SlotTextError names a refused field). */
function valuesFor(template: Template, words: CoupleWords) {
  return cleanSlotValues(slotValuesFor(template, words));
}

/** The wording as one flowing paragraph: line breaks, blank lines and indents folded into single spaces. */
export const flowingWording = (wording: string) => wording.replace(/\s+/gu, ' ').trim();

/**
 * The values a piece is set with: the couple's words as typed; when their wording, set with its
 * own line breaks (a couple often types the whole invitation, blank lines and all), does not fit
 * the slot's lines, the same words as one flowing paragraph that the slot may wrap. Anything else
 * that cannot fit stays a SlotTextError for the designer.
 */
export function fittingValues(template: Template, words: CoupleWords) {
  const values = valuesFor(template, words);
  const wording = words.wording ?? '';
  if (!values.wording || !/\n/u.test(wording)) return values;
  try {
    setTemplateText(template, values);
    return values;
  } catch (error) {
    if (!(error instanceof SlotTextError) || error.field !== 'wording') throw error;
    return valuesFor(template, { ...words, wording: flowingWording(wording) });
  }
}

/**
 * The piece's files, drawn in a worker process within its budget (./render-budgets.ts). Throws what drawing throws (a
 * SlotTextError for words that cannot fit), OverBudget past the budget, PoolClosed on SIGTERM.
 */
export async function renderPieceFiles(job: PieceJob, budgetMs = RENDER_BUDGET_MS.piece): Promise<RenderedFile[]> {
  const files = await workerPool.run('order-piece', job, { timeMs: budgetMs });
  return files.map((file) => ({
    ...file,
    bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
  }));
}

/**
 * The phone story: the collection's story layout set with the couple's words when it has one and
 * they fit it (a long pair that fits the card may not fit the story's larger names), else the
 * card itself on its paper.
 */
async function storyFor(job: PieceJob, cardValues: SlotValues): Promise<Buffer> {
  if (job.story && !job.values) {
    try {
      return await renderStoryLayout(job.story, fittingValues(job.story, job.words));
    } catch (error) {
      if (!(error instanceof SlotTextError)) throw error;
    }
  }
  return renderStory(job.template, cardValues);
}

/** Draws the piece here, in this process: the worker's task. */
export async function drawPieceFiles(job: PieceJob): Promise<RenderedFile[]> {
  const { collectionId, piece, template, words, slug, options } = job;
  const values = job.values ?? fittingValues(template, words);
  const base = { collectionId, piece, templateName: PIECE_TITLES[piece] };
  const files: RenderedFile[] = [
    {
      ...base,
      format: 'pdf',
      fileName: `${slug}-${piece}.pdf`,
      bytes: await renderPdf(template, values, {
        ...ORDER_PDF,
        title: `${words.names} — ${PIECE_TITLES[piece]}`,
        ...(options.artDpi ? { artDpi: options.artDpi } : {}),
      }),
    },
    { ...base, format: 'jpg', fileName: `${slug}-${piece}.jpg`, bytes: await renderCardJpg(template, values) },
  ];
  if (piece === 'invitation') {
    files.push({
      collectionId,
      piece: 'story',
      templateName: PIECE_TITLES.story,
      format: 'jpg',
      fileName: `${slug}-story.jpg`,
      bytes: await storyFor(job, values),
    });
  }
  return files;
}
