import { LegalPage } from '~/components/site/legal-page';
import type { LegalPage as LegalPageContent } from '~/schemas/site-content';
import { formatStudioTime } from '~/lib/studio-time';

export const PREVIEW_ID = 'preview';
export const SAVED_VERSION_ID = 'saved-version';

/** The page as visitors would see it with the text in the form: rendered by the server, nothing saved. */
export function LegalPagePreview({ page }: { page: LegalPageContent }) {
  return (
    <section id={PREVIEW_ID} aria-labelledby={`${PREVIEW_ID}-title`} className="mt-12 scroll-mt-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
        <h2 id={`${PREVIEW_ID}-title`} className="text-3xl">
          Preview
        </h2>
        <p className="text-sm text-muted">Not saved yet: this is how the page will look. Save to publish it.</p>
      </div>
      <div className="mt-4 overflow-hidden rounded-2xl border border-line bg-paper shadow-sm">
        <LegalPage page={page} headingAs="h2" />
      </div>
    </section>
  );
}

/**
 * After a refused save: the page as someone else saved it meanwhile (what visitors see now), as
 * text the designer can compare with hers and copy from.
 */
export function SavedVersionPanel({
  page,
  updatedAt,
  publicPath,
}: {
  page: LegalPageContent;
  updatedAt: string;
  publicPath: string;
}) {
  return (
    <section
      id={SAVED_VERSION_ID}
      aria-labelledby={`${SAVED_VERSION_ID}-title`}
      className="mt-12 scroll-mt-6 rounded-2xl border border-gold/50 bg-cream/50 p-6 sm:p-8"
    >
      <h2 id={`${SAVED_VERSION_ID}-title`} className="text-3xl">
        The saved version
      </h2>
      <p className="mt-2 text-sm text-muted">
        Saved {formatStudioTime(updatedAt)}; this is what visitors read now at{' '}
        <a href={publicPath} className="text-rose underline underline-offset-4">
          {publicPath}
        </a>
        .
      </p>
      <dl className="mt-6 space-y-5 text-sm">
        <div>
          <dt className="font-medium text-ink">Heading</dt>
          <dd className="mt-1 text-ink">{page.heading}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink">Introduction</dt>
          <dd className="mt-1 whitespace-pre-wrap text-ink">{page.intro || '(none)'}</dd>
        </div>
        <div>
          <dt className="font-medium text-ink">Page text</dt>
          <dd className="mt-1">
            <pre className="whitespace-pre-wrap break-words rounded-lg border border-line bg-white p-4 font-mono text-xs leading-relaxed text-ink">
              {page.body}
            </pre>
          </dd>
        </div>
      </dl>
    </section>
  );
}
