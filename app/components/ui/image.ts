/** Attributes for images below the fold: loaded when they come near the viewport. */
export const lazyImage = { loading: 'lazy', decoding: 'async' } as const;

/**
 * Attributes for the one large image above the fold. React 18 does not know `fetchPriority`,
 * so the lowercase HTML attribute is passed through as it is.
 */
export const priorityImage = {
  loading: 'eager',
  decoding: 'async',
  ...({ fetchpriority: 'high' } as object),
} as const;
