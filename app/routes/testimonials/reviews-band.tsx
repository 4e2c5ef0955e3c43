import type { ReactNode } from 'react';
import { buttonClasses } from '~/components/ui/button-link';
import { SectionHeading } from '~/components/ui/section-heading';

export function ReviewsBand({ reviewsUrl, children }: { reviewsUrl: string; children?: ReactNode }) {
  const host = new URL(reviewsUrl).hostname.replace(/^www\./, '');
  return (
    <section aria-labelledby="share-heading" className="border-t border-line bg-gradient-to-b from-cream/80 to-paper">
      <div
        className={`mx-auto grid max-w-6xl gap-12 px-5 py-16 sm:py-20 ${children ? 'lg:grid-cols-[1fr_1.2fr]' : ''}`}
      >
        <div className={children ? '' : 'mx-auto max-w-2xl text-center'}>
          <SectionHeading
            id="share-heading"
            eyebrow="Celebrated with us?"
            title="We would love to hear your story"
            intro="Couples find us through the kind words of other couples. Read what our clients say on our wedding-vendor page, or leave a review there for the next bride and groom."
            align={children ? 'left' : 'center'}
          />
          <div className={`mt-8 flex flex-col gap-2 ${children ? 'items-start' : 'items-center'}`}>
            <a
              href={reviewsUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary')}
              data-testid="vendor-reviews-link"
            >
              Read Our Vendor Reviews<span className="sr-only"> (opens in a new tab)</span>
              <span aria-hidden="true">↗</span>
            </a>
            <p className="text-xs uppercase tracking-[0.18em] text-muted">on {host}</p>
          </div>
        </div>
        {children ? <div id="add-review">{children}</div> : null}
      </div>
    </section>
  );
}
