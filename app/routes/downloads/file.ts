import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { openDownload } from '~/.server/downloads/access';
import { downloadPagePath } from '~/.server/downloads/links';
import { countDownload } from '~/.server/downloads/order-files';
import { downloadNotFound, fileResponse, PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';
import { CONTENT_TYPES } from '~/.server/downloads/templates';

/** Only the order's own files can be reached through its link. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db, files } = context.services;
  const token = params.token ?? '';
  const now = new Date();
  const access = await openDownload(db, config.SESSION_SECRETS, token, now);
  if (access.status === 'denied') throw redirect(downloadPagePath(token), { headers: PRIVATE_DOWNLOAD_HEADERS });
  const file = access.status === 'ok' ? access.files.find((f) => f.id === params.fileId) : undefined;
  if (access.status !== 'ok' || !file) throw downloadNotFound();
  const response = await fileResponse(files, file.storageKey, {
    fileName: file.fileName,
    contentType: CONTENT_TYPES[file.format],
  });
  await countDownload(db, access.order.id, now);
  return response;
}
