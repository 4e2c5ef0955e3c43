import { drawPreview, type PreviewDrawing } from '../designs/render-image';
import { drawPieceFiles, type PieceJob } from '../designs/render-piece';
import { openPdf } from '../downloads/open-pdf';

/** Plain data in and out (Buffers included), as the IPC channel carries. */
export const TASKS = {
  'open-pdf': (input: { path: string }) => openPdf(input.path),
  preview: (input: PreviewDrawing) => drawPreview(input.template, input.values, input),
  'order-piece': (input: PieceJob) => drawPieceFiles(input),
};

export type TaskName = keyof typeof TASKS;
export type TaskInput<K extends TaskName> = Parameters<(typeof TASKS)[K]>[0];
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<(typeof TASKS)[K]>>;
