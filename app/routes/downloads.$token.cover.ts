import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import type { Db } from '~/.server/db/connection';
import { thumbnailSrc } from '~/lib/images';
import { openDownload } from '~/.server/downloads/access';
import { coverOf, coverThumbnail } from '~/.server/downloads/cover';
import { downloadNotFound, pictureResponse, PRIVATE_DOWNLOAD_HEADERS } from '~/.server/downloads/download-responses';

/**
 * /downloads/<token>/cover: the couple's own invitation as a small picture for their pages (the
 * success page, their downloads, their orders): the final set's once approved, the instant
 * draft's before. Behind the same signed link as the files; kept by the browser only. Until the
 * draft is drawn, the collection's photo (a redirect, kept by no one).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { config, db, files } = context.services;
  const access = await openDownload(db, config.SESSION_SECRETS, params.token ?? '', new Date());
  const cover = access.status === 'ok' ? coverOf(access.files) : undefined;
  const image = cover ? await coverThumbnail(files, cover.storageKey) : null;
  if (!image) {
    // Not drawn yet (the confirmation e-mail asks at once): the collection's own photo meanwhile.
    const photo = access.status === 'ok' ? await firstItemImage(db, access.order.id) : null;
    if (!photo) throw downloadNotFound();
    return redirect(thumbnailSrc(photo), { headers: { ...PRIVATE_DOWNLOAD_HEADERS, 'Cache-Control': 'no-store' } });
  }
  return pictureResponse(image);
}

/** The picture of the order's first collection, as the order kept it. */
async function firstItemImage(db: Db, orderId: number): Promise<string | null> {
  const item = await db
    .selectFrom('order_items')
    .select('image')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirst();
  return item?.image || null;
}
