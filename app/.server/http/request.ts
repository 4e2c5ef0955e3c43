import { data, type AppLoadContext } from '@remix-run/node';
import { parseId } from '~/lib/parse-id';
import { refusalResponse } from './refusal-page';
import { REFUSALS } from './request-checks';

/** Small helpers for answering and reading requests in loaders and actions. */

export function notFound(message = 'Not Found'): Response {
  return new Response(message, { status: 404, statusText: 'Not Found' });
}

/** A catch-all route's answer: the 404 page's data, status 404, and the path logged (as the spec's 404 does). */
export function notFoundPage(request: Request) {
  const { pathname } = new URL(request.url);
  console.warn(`404 ${pathname}`);
  return data({ pathname }, { status: 404 });
}

/**
 * The posted form. Its size was bounded by the front door before the action ran; a body that is
 * no form at all (a broken multipart post made by hand) is refused with a 400 (thrown), never a 500.
 */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw refusalResponse(REFUSALS.badRequest);
  }
}

/**
 * For forms with nothing typed to show again (buttons, hidden fields): a post the front door cut
 * off at its limit gets the plain 413 page (thrown).
 */
export function refuseIfTooLarge(context: AppLoadContext): void {
  if (context.bodyTooLarge) throw refusalResponse(REFUSALS.tooLarge);
}

/** A positive whole-number id from the URL (`params.id`); anything else is a 404 (thrown), never a 500. */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}
