import type { LoaderFunctionArgs } from '@remix-run/node';
import { slotTemplateThumbnail } from '~/.server/designs/admin-slot-templates';
import { requireAdmin } from '~/.server/auth/signed-in';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  return slotTemplateThumbnail(context.services, params.id, params.piece);
}
