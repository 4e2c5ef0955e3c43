import type { SubmissionResult } from '@conform-to/react';
import { data, type AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { isLegalPageKey, LEGAL_PAGES, legalEditorPath, type LegalPageKey } from '~/lib/legal-pages';
import { contentVersion } from '~/schemas/content-version';
import { LEGAL_PAGE_INTENTS, LegalPageFormSchema } from '~/schemas/legal-page-form';
import { LEGAL_BODY_MAX, type LegalPage } from '~/schemas/site-content';
import { getStoredContent, saveContent } from './pages';
import type { Notice } from '../http/flash';
import { refusalResponse } from '../http/refusal-page';
import { notFound } from '../http/request';
import { REFUSALS } from '../http/request-checks';
import { parseSubmission, tooLargeReply } from '../http/submission';

export const STALE_PAGE_MESSAGE =
  'This page was changed by someone else since you opened it, so your text has not been saved. It is kept below; the saved version is shown under the form. Compare the two, then press Save again to replace the saved version with yours.';

const TOO_LARGE_MESSAGE = `This page is too long to send: shorten the page text (at most ${LEGAL_BODY_MAX.toLocaleString('en-US')} characters; text with many symbols or in other scripts takes more room).`;

export interface LegalPageAnswer {
  result: SubmissionResult<string[]>;
  version?: number;
  preview?: LegalPage;
  /** A refused save: the page as it is saved now. */
  conflict?: { page: LegalPage; updatedAt: string };
}

const answer = (body: LegalPageAnswer, status = 200) => data(body, { status });

/** A form sent without a button (Enter, with scripts) saves. */
const INTENT = v.picklist(LEGAL_PAGE_INTENTS);

/** Any other page is a 404 (thrown). */
export function legalPageParam(value: string | undefined): LegalPageKey {
  if (!isLegalPageKey(value)) throw notFound();
  return value;
}

export async function legalEditorData(context: AppLoadContext, key: LegalPageKey) {
  const { value, version, updatedAt } = await getStoredContent(context.services.db, key);
  return { key, page: value, version, updatedAt };
}

/** The form shows it again, whatever else was wrong. */
function postedVersion(formData: FormData): number | undefined {
  const parsed = v.safeParse(contentVersion, Number(formData.get('version') ?? Number.NaN));
  return parsed.success ? parsed.output : undefined;
}

function savedNotice(key: LegalPageKey, changed: boolean): Notice {
  const { name } = LEGAL_PAGES[key];
  const Name = name.charAt(0).toUpperCase() + name.slice(1);
  return changed
    ? { kind: 'success', title: `${Name} updated successfully!`, message: 'Visitors see the new text now.' }
    : { kind: 'success', title: `${Name} saved`, message: 'It already read exactly like this: nothing changed.' };
}

export async function legalPageFromForm(context: AppLoadContext, key: LegalPageKey, formData: FormData) {
  const { services } = context;
  const submission = parseSubmission(formData, LegalPageFormSchema);
  const version = postedVersion(formData);
  if (context.bodyTooLarge) {
    return answer({ result: tooLargeReply(submission, TOO_LARGE_MESSAGE), version }, 413);
  }
  if (submission.status !== 'success') return answer({ result: submission.reply(), version }, 400);
  const { version: expectedVersion, ...page } = submission.value;
  const intent = v.safeParse(INTENT, formData.get('intent') ?? 'save');
  if (!intent.success) throw refusalResponse(REFUSALS.badRequest);
  if (intent.output === 'preview') {
    return answer({ result: submission.reply(), version: expectedVersion, preview: page });
  }
  const saved = await saveContent(services.db, key, page, expectedVersion);
  if (saved.ok) return services.flash.redirect(legalEditorPath(key), savedNotice(key, saved.changed));
  const { current } = saved;
  return answer(
    {
      result: submission.reply({ formErrors: [STALE_PAGE_MESSAGE] }),
      // The next Save replaces the version now saved: the editor has been shown it.
      version: current.version,
      conflict: { page: current.value, updatedAt: current.updatedAt },
    },
    409,
  );
}
