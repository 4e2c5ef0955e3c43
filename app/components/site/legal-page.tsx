import { useLoaderData } from '@remix-run/react';
import type { LegalPage as LegalPageContent } from '~/schemas/site-content';
import { PageHero } from '~/components/ui/page-hero';
import { Paragraphs } from '~/components/ui/paragraphs';

const sectionId = (index: number) => `section-${index + 1}`;

/**
 * The privacy policy and the terms of service: heading, introduction and numbered sections,
 * with a contents list that jumps to each. Every text is plain (React escapes it).
 */
export function LegalPage({ page }: { page: LegalPageContent }) {
  return (
    <>
      <PageHero eyebrow="The small print" title={page.heading} intro={page.intro || undefined} />
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:py-20 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        {page.sections.length > 1 ? (
          <nav
            aria-label="On this page"
            className="rounded-2xl border border-line bg-white/70 p-6 lg:sticky lg:top-28 lg:self-start lg:border-0 lg:bg-transparent lg:p-0"
          >
            <h2 className="font-sans text-xs font-medium uppercase tracking-[0.2em] text-muted">On this page</h2>
            <ol className="mt-4 space-y-2 border-l border-line">
              {page.sections.map((section, index) => (
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
          {page.sections.map((section, index) => (
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
              <Paragraphs text={section.body} className="mt-5 space-y-4 leading-relaxed text-muted sm:text-lg" />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

/** The whole route component of /privacy and /terms: their loaders return `{ page }`. */
export function LegalRoute() {
  const { page } = useLoaderData<{ page: LegalPageContent }>();
  return <LegalPage page={page} />;
}
