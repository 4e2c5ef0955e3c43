import type { LoaderFunctionArgs } from '@remix-run/node';
import { slotTemplateThumbnail } from '~/.server/designs/admin-slot-templates';
import { requireAdmin } from '~/.server/auth/signed-in';

/** The admin page's thumbnail of a piece's design template, with its sample words (WebP). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return slotTemplateThumbnail(context.services, params.id, params.piece);
}
