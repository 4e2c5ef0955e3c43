import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { openDownload } from '~/.server/downloads/access';
import { downloadPagePath } from '~/.server/downloads/links';
import { countDownload } from '~/.server/downloads/order-files';
import { downloadNotFound, orderZipResponse, PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';

export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db, files } = context.services;
  const token = params.token ?? '';
  const now = new Date();
  const access = await openDownload(db, config.SESSION_SECRETS, token, now);
  if (access.status === 'denied') throw redirect(downloadPagePath(token), { headers: PRIVATE_DOWNLOAD_HEADERS });
  if (access.status === 'unavailable' || !access.files.length) throw downloadNotFound();
  const response = await orderZipResponse(files, access.order.number, access.files);
  await countDownload(db, access.order.id, now);
  return response;
}
