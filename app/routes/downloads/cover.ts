import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { thumbnailSrc } from '~/lib/images';
import { openDownload } from '~/.server/downloads/access';
import { collectionPhotoOf, coverOf, coverThumbnail } from '~/.server/downloads/cover';
import { downloadNotFound, pictureResponse, PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';

/**
 * The final set's picture once approved, the draft's before; until the draft is drawn, a redirect to the collection's
 * photo.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db, files } = context.services;
  const access = await openDownload(db, config.SESSION_SECRETS, params.token ?? '', new Date());
  const cover = access.status === 'ok' ? coverOf(access.files) : undefined;
  const image = cover ? await coverThumbnail(files, cover.storageKey) : null;
  if (!image) {
    const photo = access.status === 'ok' ? await collectionPhotoOf(db, access.order.id) : null;
    if (!photo) throw downloadNotFound();
    return redirect(thumbnailSrc(photo), { headers: { ...PRIVATE_DOWNLOAD_HEADERS, 'Cache-Control': 'no-store' } });
  }
  return pictureResponse(image);
}
