import type { LoaderFunctionArgs } from '@remix-run/node';
import { previewImage } from '~/.server/designs/preview-image';

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return previewImage(context.services, request, params.id, context.socketAddress);
}
