import type { LoaderFunctionArgs } from '@remix-run/node';
import { templateFileDownload } from '~/.server/downloads/admin-template-files';
import { requireAdmin } from '~/.server/auth/signed-in';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const thumb = new URL(request.url).searchParams.has('thumb');
  return templateFileDownload(context.services, params.id, params.fileId, thumb);
}
