import { useLoaderData } from '@remix-run/react';
import type { LegalPage as LegalPageContent } from '~/schemas/site-content';
import { splitLegalMarkdown } from '~/lib/legal-markdown';
import { formatStudioDay } from '~/lib/studio-time';
import { PageHero } from '~/components/ui/page-hero';
import { SafeMarkdown } from './safe-markdown';

const sectionId = (index: number) => `section-${index + 1}`;
const textClasses = 'space-y-4 leading-relaxed text-muted sm:text-lg';

export function LegalBody({ body, updatedAt }: { body: string; updatedAt?: string }) {
  const { lead, sections } = splitLegalMarkdown(body);
  const hasContents = sections.length > 1;
  return (
    <div
      className={`mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:py-20 ${hasContents ? 'lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16' : ''}`}
    >
      {hasContents ? (
        <nav
          aria-label="On this page"
          className="rounded-2xl border border-line bg-white/70 p-6 lg:sticky lg:top-28 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
        >
          <h2 className="font-sans text-xs font-medium uppercase tracking-[0.2em] text-muted">On this page</h2>
          <ol className="mt-4 space-y-2 border-l border-line">
            {sections.map((section, index) => (
              <li key={index}>
                <a
                  href={`#${sectionId(index)}`}
                  className="-ml-px block border-l border-transparent py-0.5 pl-4 text-sm text-muted hover:border-rose hover:text-rose"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="max-w-3xl space-y-12">
        {lead ? <SafeMarkdown markdown={lead} className={textClasses} /> : null}
        {sections.map((section, index) => (
          <section
            key={index}
            id={sectionId(index)}
            aria-labelledby={`${sectionId(index)}-heading`}
            className="scroll-mt-24"
          >
            <h2 id={`${sectionId(index)}-heading`} className="flex items-baseline gap-4 text-3xl">
              <span aria-hidden="true" className="font-display text-xl text-rose">
                {String(index + 1).padStart(2, '0')}
              </span>
              {section.heading}
            </h2>
            <span aria-hidden="true" className="mt-3 block h-px w-12 bg-gold" />
            <SafeMarkdown markdown={section.markdown} className={`mt-5 ${textClasses}`} />
          </section>
        ))}
        {updatedAt ? (
          <p className="border-t border-line pt-6 text-sm text-muted">
            Last updated <time dateTime={updatedAt}>{formatStudioDay(updatedAt)}</time>
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function LegalPage({
  page,
  updatedAt,
  headingAs = 'h1',
}: {
  page: LegalPageContent;
  updatedAt?: string;
  headingAs?: 'h1' | 'h2';
}) {
  return (
    <>
      <PageHero eyebrow="The small print" title={page.heading} intro={page.intro || undefined} as={headingAs} />
      <LegalBody body={page.body} updatedAt={updatedAt} />
    </>
  );
}

export function LegalRoute() {
  const { page, updatedAt } = useLoaderData<{ page: LegalPageContent; updatedAt: string }>();
  return <LegalPage page={page} updatedAt={updatedAt} />;
}
