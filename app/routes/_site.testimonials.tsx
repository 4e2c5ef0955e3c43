import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { parseId } from '~/.server/http';
import { listPublishedTestimonials, wrapPage } from '~/.server/reviews';
import { config, db } from '~/.server/runtime';
import { EmptyState } from '~/components/site/empty-state';
import { pageMeta } from '~/components/site/page-meta';
import { TestimonialCard } from '~/components/site/testimonial-card';
import { ReviewsBand } from '~/components/testimonials/reviews-band';
import { TestimonialPager } from '~/components/testimonials/testimonial-pager';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction = () =>
  pageMeta(
    'Client Testimonials',
    'What couples, families and wedding planners say about their Petal & Quill digital invitations.',
  );

export async function loader({ request }: LoaderFunctionArgs) {
  const requested = parseId(new URL(request.url).searchParams.get('page')) ?? 1;
  const { items, page, pageCount } = await listPublishedTestimonials(db, requested);
  return {
    items,
    page,
    pageCount,
    previousPage: wrapPage(page - 1, pageCount),
    nextPage: wrapPage(page + 1, pageCount),
    reviewsUrl: config.REVIEWS_URL,
  };
}

export default function Testimonials() {
  const { items, page, pageCount, previousPage, nextPage, reviewsUrl } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Kind words"
        title="Client Testimonials"
        intro="Brides, grooms, families and planners on working with us, in their own words."
      />
      <section aria-label="Testimonials" className="mx-auto max-w-6xl px-5 py-12 sm:py-16">
        {items.length ? (
          <ul className="flex flex-wrap justify-center gap-6 lg:gap-8">
            {items.map((testimonial) => (
              <li key={testimonial.id} className="w-full md:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-4rem)/3)]">
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState message="No testimonials found." />
        )}
        <TestimonialPager page={page} pageCount={pageCount} previousPage={previousPage} nextPage={nextPage} />
      </section>
      {/* The 'Add Your Review' form arrives with the reviews issue: pass it to ReviewsBand as its children. */}
      <ReviewsBand reviewsUrl={reviewsUrl} />
    </>
  );
}
