export const lazyImage = { loading: 'lazy', decoding: 'async' } as const;

/** React 18 does not know `fetchPriority`, so the lowercase HTML attribute is passed as it is. */
export const priorityImage = {
  loading: 'eager',
  decoding: 'async',
  ...({ fetchpriority: 'high' } as object),
} as const;
