import { isImageHash, type ImageFormat, type ImageWidth } from '~/lib/images';

export function originalKey(hash: string): string {
  return `${folderOf(hash)}/original.webp`;
}

export function variantKey(hash: string, width: ImageWidth, format: ImageFormat): string {
  return `${folderOf(hash)}/${width}.${format}`;
}

function folderOf(hash: string): string {
  if (!isImageHash(hash)) throw new Error(`Not an image hash: ${hash}`);
  return `images/${hash}`;
}
