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

/** A5 without bleed prints edge to edge in print shops and at home; bleed comes from the designer. */
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
  artDpi?: number;
}

/** Plain data: it travels to the worker process. */
export interface PieceJob {
  collectionId: number;
  piece: Piece;
  template: Template;
  /** Without it the story is the card on its paper. */
  story?: Template;
  words: CoupleWords;
  /** The upload check sets the template's samples. */
  values?: SlotValues;
  slug: string;
  options: RenderOptions;
}

function valuesFor(template: Template, words: CoupleWords) {
  return cleanSlotValues(slotValuesFor(template, words));
}

export const flowingWording = (wording: string) => wording.replace(/\s+/gu, ' ').trim();

/**
 * A couple often types the whole invitation with its line breaks; when that does not fit, it flows as one paragraph.
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

/** Throws SlotTextError, OverBudget past the budget, PoolClosed on SIGTERM. */
export async function renderPieceFiles(job: PieceJob, budgetMs = RENDER_BUDGET_MS.piece): Promise<RenderedFile[]> {
  const files = await workerPool.run('order-piece', job, { timeMs: budgetMs });
  return files.map((file) => ({
    ...file,
    bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength),
  }));
}

/** A long pair that fits the card may not fit the story's larger names: then the card on its paper. */
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

/** The worker's task. */
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
