import { data } from '@remix-run/node';
import { parseId } from '~/lib/parse-id';
import { getPublishedCollection } from '../catalog';
import { PRIVATE_PAGE_HEADERS } from '../security-headers';
import type { Services } from '../services';
import { notFound } from './request';
import { getUser } from './session';

/**
 * The collection a /collections/:id page shows. A published one for everyone; a draft or an
 * archived one only for an admin, as a preview (never cached, never counted as a page view:
 * its answer is private); for anyone else it does not exist (404, thrown).
 */
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

/** The page's answer: a preview carries the private headers. */
export const collectionPageAnswer = <T>(payload: T, preview: boolean) =>
  data(payload, { headers: preview ? PRIVATE_PAGE_HEADERS : {} });
