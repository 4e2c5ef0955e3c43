import type { LoaderFunctionArgs } from '@remix-run/node';
import { previewImage } from '~/.server/designs/preview-image';

/**
 * /collections/<id>/preview.webp?names=…&date=…&venue=…: the collection's invitation with the
 * couple's words, watermarked (GET only: there is no action). See previewImage.
 */
export function loader({ request, params, context }: LoaderFunctionArgs) {
  return previewImage(context.services, request, params.id, context.socketAddress);
}
