import { data, type AppLoadContext } from '@remix-run/node';
import { parseId } from '~/lib/parse-id';
import { refusalResponse } from './refusal-page';
import { REFUSALS } from './request-checks';

export function notFound(message = 'Not Found'): Response {
  return new Response(message, { status: 404, statusText: 'Not Found' });
}

export function notFoundPage(request: Request) {
  const { pathname } = new URL(request.url);
  console.warn(`404 ${pathname}`);
  return data({ pathname }, { status: 404 });
}

/** A body that is no form at all is refused with a 400, never a 500. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw refusalResponse(REFUSALS.badRequest);
  }
}

export function refuseIfTooLarge(context: AppLoadContext): void {
  if (context.bodyTooLarge) throw refusalResponse(REFUSALS.tooLarge);
}

/** Anything but a positive whole number is a 404, never a 500. */
export function idParam(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}
