import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { openDownload } from '~/.server/downloads/access';
import { downloadPagePath } from '~/.server/downloads/links';
import { countDownload } from '~/.server/downloads/order-files';
import { downloadNotFound, fileResponse, PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';
import { CONTENT_TYPES } from '~/.server/downloads/templates';

/**
 * /downloads/<token>/files/<file id>: one file of a paid order, streamed from the file store; counts one
 * download. Only the order's own files (its collections' templates and, once delivered, the
 * designer's final files) can be reached through its link.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db, files } = context.services;
  const token = params.token ?? '';
  const now = new Date();
  const access = await openDownload(db, config.SESSION_SECRETS, token, now);
  if (access.status === 'denied') throw redirect(downloadPagePath(token), { headers: PRIVATE_DOWNLOAD_HEADERS });
  // A template's id or a final design's (`design-3`): only the order's own files match.
  const file = access.status === 'ok' ? access.files.find((f) => f.id === params.fileId) : undefined;
  if (access.status !== 'ok' || !file) throw downloadNotFound();
  const response = await fileResponse(files, file.storageKey, {
    fileName: file.fileName,
    contentType: CONTENT_TYPES[file.format],
  });
  await countDownload(db, access.order.id, now);
  return response;
}
