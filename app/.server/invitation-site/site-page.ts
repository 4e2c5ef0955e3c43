import { data, redirect } from '@remix-run/node';
import { EnterPasswordSchema } from '~/schemas/invitation-site';
import { clientAddress } from '~/.server/http/client-address';
import { parseSubmission } from '~/.server/http/submission';
import { absoluteUrl } from '~/.server/http/absolute-url';
import { consumeRateLimit, retryAfterText } from '~/.server/platform/rate-limit';
import type { Services } from '~/.server/boot/services';
import { parseSiteAddress } from './site-address';
import { siteDesignOf } from './site-design';
import { resolveImages } from '~/.server/images/views';
import { sitePath } from './site-links';
import { passwordHashOf, passwordMatches, SITE_PASSWORD_LIMIT } from './site-password';
import { linkPreviewTags } from './site-preview';
import { siteAtAddress } from './sites';

export const WRONG_PASSWORD = 'That is not the password. Please try again.';

async function siteOf(services: Services, addressParam: string | undefined) {
  const address = parseSiteAddress(addressParam);
  const site = address ? await siteAtAddress(services.db, address) : null;
  if (!site) throw new Response('Not Found', { status: 404 });
  return site;
}

/** The site's own address: its welcome, or the password page when it has one this browser has not typed. */
export async function sitePageData(services: Services, request: Request, addressParam: string | undefined) {
  const { db, config } = services;
  const site = await siteOf(services, addressParam);
  const passwordHash = await passwordHashOf(db, site.id);
  const open = await services.siteAccess.allows(request, { id: site.id, passwordHash });
  const design = await siteDesignOf(db, site.orderId);
  return {
    locked: !open,
    title: site.title,
    welcome: open ? site.welcome : '',
    address: site.address,
    hasDesign: open && design !== null,
    cover: open ? (await resolveImages(db, [site.coverImage]))(site.coverImage) : null,
    preview: await linkPreviewTags(db, config.SITE_URL, site, { design }),
    url: absoluteUrl(config.SITE_URL, sitePath(site.address)),
  };
}

/** The password, typed: right, a cookie for this site and back to it; wrong, said beside the field and counted. */
export async function enterSitePassword(
  services: Services,
  request: Request,
  socketAddress: string | undefined,
  addressParam: string | undefined,
  formData: FormData,
) {
  const site = await siteOf(services, addressParam);
  const submission = parseSubmission(formData, EnterPasswordSchema);
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
  const passwordHash = await passwordHashOf(services.db, site.id);
  if (!passwordHash) return redirect(sitePath(site.address));
  const client = clientAddress(request, socketAddress, services.trustedHeader);
  const limit = await consumeRateLimit(services.db, SITE_PASSWORD_LIMIT, `${site.id}:${client}`);
  if (!limit.allowed) {
    const message = `Too many tries. Please try again ${retryAfterText(limit.retryAfterSeconds)}.`;
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 429 });
  }
  if (!passwordMatches(submission.value.password, passwordHash)) {
    return data({ result: submission.reply({ fieldErrors: { password: [WRONG_PASSWORD] } }) }, { status: 400 });
  }
  const cookie = await services.siteAccess.grant(request, { id: site.id, passwordHash });
  return redirect(sitePath(site.address), { headers: { 'Set-Cookie': cookie } });
}
