import type { LoaderFunctionArgs } from '@remix-run/node';
import { openDownload } from '~/.server/downloads/access';
import { coverThumbnail, THUMB_WIDTH } from '~/.server/downloads/cover';
import { downloadNotFound, pictureResponse } from '~/.server/downloads/download-responses';

/** Not counted as a download; kept by the browser only. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db, files } = context.services;
  const access = await openDownload(db, config.SESSION_SECRETS, params.token ?? '', new Date());
  const file = access.status === 'ok' ? access.files.find((f) => f.id === params.fileId) : undefined;
  const image = file && file.format !== 'pdf' ? await coverThumbnail(files, file.storageKey, THUMB_WIDTH) : null;
  if (!image) throw downloadNotFound();
  return pictureResponse(image);
}
