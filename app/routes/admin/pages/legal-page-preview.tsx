import { LegalPage } from '~/components/storefront/legal-page';
import type { LegalPage as LegalPageContent } from '~/schemas/site-content';

export const PREVIEW_ID = 'preview';

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
