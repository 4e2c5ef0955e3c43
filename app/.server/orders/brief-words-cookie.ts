import { createCookie } from '@remix-run/node';
import { checkPreviewInput, hasWords, PREVIEW_FIELDS, type PreviewInput, type PreviewWords } from '~/schemas/preview';
import type { Secrets } from '../platform/signing';

export const BRIEF_WORDS_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export interface CarriedBrief {
  coupleNames?: string;
  eventDate?: string;
  venue?: string;
}

export const carriedBrief = (words: PreviewWords): CarriedBrief => ({
  ...(words.names ? { coupleNames: words.names } : {}),
  ...(words.date ? { eventDate: words.date } : {}),
  ...(words.venue ? { venue: words.venue } : {}),
});

export function previewWordsFromForm(formData: FormData): PreviewWords {
  const input: Partial<PreviewInput> = {};
  for (const field of PREVIEW_FIELDS) {
    const value = formData.get(field);
    if (typeof value === 'string') input[field] = value;
  }
  return checkPreviewInput(input).words;
}

/** Read back through the preview's schema field by field: a forged, past or oversized value is dropped. */
export function createBriefWordsCookie(secrets: Secrets, secure: boolean) {
  const cookie = createCookie('brief', {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secrets,
    secure,
    maxAge: BRIEF_WORDS_MAX_AGE_SECONDS,
  });
  return {
    async read(request: Request): Promise<PreviewWords> {
      const header = request.headers.get('Cookie');
      if (!header || !header.includes('brief=')) return {};
      const value: unknown = await cookie.parse(header);
      if (!value || typeof value !== 'object') return {};
      const input: Partial<PreviewInput> = {};
      for (const field of PREVIEW_FIELDS) {
        const item = (value as Record<string, unknown>)[field];
        if (typeof item === 'string') input[field] = item;
      }
      return checkPreviewInput(input).words;
    },
    serialize(words: PreviewWords): Promise<string> {
      if (!hasWords(words)) return cookie.serialize('', { maxAge: 0 });
      const kept: PreviewWords = {};
      for (const field of PREVIEW_FIELDS) if (words[field] !== undefined) kept[field] = words[field];
      return cookie.serialize(kept);
    },
  };
}

export type BriefWordsCookie = ReturnType<typeof createBriefWordsCookie>;
