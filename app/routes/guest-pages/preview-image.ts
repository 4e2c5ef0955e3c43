import type { LoaderFunctionArgs } from '@remix-run/node';
import { linkPreviewImage } from '~/.server/invitation-site/site-preview';
import { parseSiteAddress } from '~/.server/invitation-site/site-address';
import { siteAtAddress } from '~/.server/invitation-site/sites';

/** The picture chat apps show for a link to the site; its address carries its version, so it may be kept for good. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db, files } = context.services;
  const address = parseSiteAddress(params.address);
  const site = address ? await siteAtAddress(db, address) : null;
  if (!site) throw new Response('Not Found', { status: 404 });
  const { version, jpeg } = await linkPreviewImage(db, files, site);
  const current = new URL(request.url).searchParams.get('v') === version;
  return new Response(new Uint8Array(jpeg), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Content-Length': String(jpeg.byteLength),
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Robots-Tag': 'noindex',
    },
  });
}
