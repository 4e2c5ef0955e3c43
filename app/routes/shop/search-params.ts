/** In the URL, so the gallery and tabs work as plain links without JavaScript. */
export const IMAGE_PARAM = 'image';
export const TAB_PARAM = 'tab';

export function searchWith(current: URLSearchParams, key: string, value: string): string {
  const next = new URLSearchParams(current);
  next.set(key, value);
  return `?${next}`;
}

/** Without the parameters that only change what is shown, not what is loaded. */
export function dataSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(IMAGE_PARAM);
  params.delete(TAB_PARAM);
  params.sort();
  return params.toString();
}

export function selectedImage(params: URLSearchParams, count: number): number {
  const value = Number(params.get(IMAGE_PARAM));
  return Number.isInteger(value) && value >= 1 && value <= count ? value : 1;
}
