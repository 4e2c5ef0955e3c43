import type { LoaderFunctionArgs } from '@remix-run/node';
import { coverThumbnail } from '~/.server/downloads/cover';
import { pictureResponse } from '~/.server/downloads/download-responses';
import { parseSiteAddress } from '~/.server/invitation-site/site-address';
import { siteDesignOf } from '~/.server/invitation-site/site-design';
import { siteAtAddress } from '~/.server/invitation-site/sites';

/** Wide enough for a phone's screen at twice its pixels. */
const DESIGN_WIDTH = 960;

/** The couple's invitation as their site shows it; none (404) until it is drawn, never another couple's sample. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const { db, files } = context.services;
  const address = parseSiteAddress(params.address);
  const site = address ? await siteAtAddress(db, address) : null;
  const design = site ? await siteDesignOf(db, site.orderId) : null;
  const image = design ? await coverThumbnail(files, design.storageKey, DESIGN_WIDTH) : null;
  if (!image) throw new Response('Not Found', { status: 404 });
  return pictureResponse(image);
}
