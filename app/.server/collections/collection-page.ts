import { data } from '@remix-run/node';
import { parseId } from '~/lib/parse-id';
import { getPublishedCollection } from './collections';
import { consumeRateLimit, type RateLimitRule } from '~/.server/platform/rate-limit';
import { PRIVATE_PAGE_HEADERS } from '~/.server/platform/security-headers';
import type { Services } from '~/.server/boot/services';
import { clientAddress } from '~/.server/http/client-address';
import type { LayoutBudget } from '~/.server/designs/names-preview';
import { PREVIEW_RENDER_LIMIT } from '~/.server/designs/preview-image';
import { notFound } from '~/.server/http/request';
import { getUser } from '~/.server/auth/signed-in';

/** A draft or an archived one only for an admin, as a private preview (never cached or counted); for others a 404. */
export async function collectionForPage(services: Services, request: Request, idText: string | undefined) {
  const id = parseId(idText);
  if (!id) throw notFound();
  const published = await getPublishedCollection(services.db, id);
  if (published) return { found: published, preview: false };
  const user = await getUser(services, request);
  const draft = user?.isAdmin ? await getPublishedCollection(services.db, id, { preview: true }) : null;
  if (!draft) throw notFound();
  return { found: draft, preview: true };
}

export const collectionPageAnswer = <T>(payload: T, preview: boolean) =>
  data(payload, { headers: preview ? PRIVATE_PAGE_HEADERS : {} });

/**
 * Laying out the couple's words costs what drawing them does, so new words count against the preview
 * image's per-client allowance: reloading with ever new words is no way around its limit.
 */
export function previewLayoutBudget(
  services: Pick<Services, 'db' | 'trustedHeader'>,
  request: Request,
  socketAddress: string | undefined,
  rule: RateLimitRule = PREVIEW_RENDER_LIMIT,
): LayoutBudget {
  return () => consumeRateLimit(services.db, rule, clientAddress(request, socketAddress, services.trustedHeader));
}
