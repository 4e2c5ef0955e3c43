import { drawPreview, type PreviewDrawing } from '../designs/render-image';
import { drawPieceFiles, type PieceJob } from '../designs/render-piece';
import { openPdf } from '../downloads/open-pdf';

/**
 * What a worker process does (./worker-pool.ts runs them; ./worker-main.ts answers them): each
 * task takes plain data and answers plain data (Buffers included), as the IPC channel carries.
 */
export const TASKS = {
  /** An uploaded PDF opened: its page count, or why it has none. */
  'open-pdf': (input: { path: string }) => openPdf(input.path),
  /** A watermarked preview (WebP or PNG) of a template with these words. */
  preview: (input: PreviewDrawing) => drawPreview(input.template, input.values, input),
  /** A paid order's piece: its PDF, card JPG and story. */
  'order-piece': (input: PieceJob) => drawPieceFiles(input),
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<K extends TaskName> = Parameters<(typeof TASKS)[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof TASKS)[K]>>;
