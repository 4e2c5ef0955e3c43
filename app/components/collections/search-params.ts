/** The gallery and tab choices live in the URL, so they work as plain links without JavaScript. */
export const IMAGE_PARAM = 'image';
export const TAB_PARAM = 'tab';

/** A `?…` search with one parameter set and the others kept. */
export function searchWith(current: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return `?${next}`;
}

/** The search without the parameters that only change what is shown (not what is loaded). */
export function dataSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(IMAGE_PARAM);
  params.delete(TAB_PARAM);
  params.sort();
  return params.toString();
}

/** The 1-based image number from `?image=`, or 1 when missing or out of range. */
export function selectedImage(params: URLSearchParams, count: number): number {
  const value = Number(params.get(IMAGE_PARAM));
  return Number.isInteger(value) && value >= 1 && value <= count ? value : 1;
}
