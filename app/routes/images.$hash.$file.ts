import type { LoaderFunctionArgs } from '@remix-run/node';
import { imageVariantResponse } from '~/.server/images/image-responses';

/**
 * /images/<hash>/<width>.<avif|webp|jpg>: one variant of an image of the pipeline, immutable.
 * (The site's static artwork under /images/<folder>/… is served as files before this route.)
 */
export function loader({ params, context }: LoaderFunctionArgs) {
  return imageVariantResponse(context.services, params.hash, params.file);
}
