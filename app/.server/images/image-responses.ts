import { createReadableStreamFromReadable } from '@remix-run/node';
import { IMAGE_FORMATS, isImageFormat, isImageHash, isImageWidth } from '~/lib/images';
import { imageFilesFor } from './image-files';
import { variantKey } from './image-keys';
import { ensureVariant } from './variants';
import { ONE_YEAR_SECONDS } from '../platform/security-headers';
import type { Services } from '~/.server/boot/services';

export const IMMUTABLE_CACHE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

const VARIANT_FILE = /^([1-9]\d{2,3})\.([a-z]{3,4})$/;

function imageNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** Anything not exactly a known image, width and format is a 404, before any file is touched. */
export async function imageVariantResponse(
  services: Pick<Services, 'files'>,
  hashParam: string | undefined,
  fileParam: string | undefined,
): Promise<Response> {
  const match = VARIANT_FILE.exec(fileParam ?? '');
  if (!isImageHash(hashParam) || !match) return imageNotFound();
  const width = Number(match[1]);
  const format = match[2]!;
  if (!isImageWidth(width) || !isImageFormat(format)) return imageNotFound();
  const files = imageFilesFor(services);
  if (!(await ensureVariant(files, hashParam, width, format))) return imageNotFound();
  const file = await files.open(variantKey(hashParam, width, format));
  if (!file) return imageNotFound();
  return new Response(createReadableStreamFromReadable(file.body), {
    status: 200,
    headers: {
      'Content-Type': IMAGE_FORMATS[format],
      'Content-Length': String(file.byteSize),
      'Cache-Control': IMMUTABLE_CACHE,
    },
  });
}
