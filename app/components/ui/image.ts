/**
 * `high` for the page's LCP image (paired with preloadImage), `eager` for the rest of the first screen
 * on a wide one (fetched at once, at normal priority, so on a phone they do not compete with the LCP
 * image), `lazy` below. React 18 does not know `fetchPriority`: the lowercase attribute is passed.
 */
export type ImageLoading = 'high' | 'eager' | 'lazy';

export const IMAGE_LOADING = {
  high: { loading: 'eager', decoding: 'async', ...({ fetchpriority: 'high' } as object) },
  eager: { loading: 'eager', decoding: 'async' },
  lazy: { loading: 'lazy', decoding: 'async' },
} as const;

/** A grid's first card is a phone's LCP image; the first row is a desktop's first screen. */
export const cardLoading = (index: number): ImageLoading => (index === 0 ? 'high' : index < 3 ? 'eager' : 'lazy');
