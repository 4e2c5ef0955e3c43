import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { openDownload } from '~/.server/downloads/access';
import { downloadPagePath } from '~/.server/downloads/links';
import { countDownload } from '~/.server/downloads/order-files';
import { downloadNotFound, fileResponse, PRIVATE_DOWNLOAD_HEADERS } from '~/.server/http/download-responses';
import { filesDirOf, storedFilePath } from '~/.server/downloads/storage';
import { CONTENT_TYPES } from '~/.server/downloads/templates';
import { parseId } from '~/lib/parse-id';

/**
 * /downloads/<token>/files/<file id>: one file of a paid order, streamed from disk; counts one
 * download. Only the files of the order's own collections can be reached through its link.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db } = context.services;
  const token = params.token ?? '';
  const now = new Date();
  const access = await openDownload(db, config.SESSION_SECRETS, token, now);
  if (access.status === 'denied') throw redirect(downloadPagePath(token), { headers: PRIVATE_DOWNLOAD_HEADERS });
  const fileId = parseId(params.fileId);
  const file = access.status === 'ok' ? access.files.find((f) => f.id === fileId) : undefined;
  if (access.status !== 'ok' || !file) throw downloadNotFound();
  const response = await fileResponse(storedFilePath(filesDirOf(config.DATA_DIR), file.storageKey), {
    fileName: file.fileName,
    contentType: CONTENT_TYPES[file.format],
  });
  await countDownload(db, access.order.id, now);
  return response;
}
