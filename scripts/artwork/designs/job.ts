export interface Job {
  /** output path relative to public/images */
  out: string;
  w: number;
  h: number;
  quality?: number;
  build: () => string;
}
