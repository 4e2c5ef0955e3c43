/**
 * How long each kind of render may take in its worker process before the worker is killed and
 * the template counts as too complex to draw (../worker-pool). Tests shorten them.
 */
export const RENDER_BUDGET_MS = {
  /** A preview (at most 1080 px): the shop's templates take well under a second. */
  preview: 10_000,
  /** A paid order's piece at print size (PDF, card JPG, story): a few seconds. Past it, the render fails and is tried again later. */
  piece: 60_000,
  /** The upload check's print-size render: a third of a piece's, so a template that passed has room on a busy machine. */
  uploadCheck: 20_000,
};
