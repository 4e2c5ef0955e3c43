/** Past it the worker is killed and the template counts as too complex. Tests shorten them. */
export const RENDER_BUDGET_MS = {
  preview: 10_000,
  /** Past it, the render fails and is tried again later. */
  piece: 60_000,
  /** A third of a piece's, so a template that passed has room on a busy machine. */
  uploadCheck: 20_000,
};
