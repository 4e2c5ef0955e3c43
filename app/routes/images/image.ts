import type { LoaderFunctionArgs } from '@remix-run/node';
import { imageVariantResponse } from '~/.server/images/image-responses';

/** The site's static artwork under /images/<folder>/… is served as files before this route. */
export function loader({ params, context }: LoaderFunctionArgs) {
  return imageVariantResponse(context.services, params.hash, params.file);
}
