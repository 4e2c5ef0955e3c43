import { createReadableStreamFromReadable } from '@remix-run/node';
import { IMAGE_FORMATS, isImageFormat, isImageHash, isImageWidth } from '~/lib/images';
import { imageFilesFor } from './image-files';
import { variantKey } from './image-keys';
import { ensureVariant } from './variants';
import { ONE_YEAR_SECONDS } from '../platform/security-headers';
import type { Services } from '../platform/services';

/** A variant's address never changes what it holds (the hash names the picture): cached for good. */
export const IMMUTABLE_CACHE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;

/** `<width>.<format>`, the last part of a variant's address, e.g. `640.avif`. */
const VARIANT_FILE = /^([1-9]\d{2,3})\.([a-z]{3,4})$/;

function imageNotFound(): Response {
  return new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The answer to /images/<hash>/<width>.<format>: the variant, streamed, made on its first request
 * (app/.server/images/variants.ts) and cached by browsers and CDNs for a year (the server adds
 * `X-Content-Type-Options: nosniff` to every response, this one too). Anything that is not
 * exactly a known image, one of the widths and one of the formats is a 404, checked before any
 * file is touched.
 */
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
