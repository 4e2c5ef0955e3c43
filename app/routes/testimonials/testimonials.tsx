import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { pageFormToken } from '~/.server/forms/form-token';
import { handlePublicForm } from '~/.server/forms/public-form';
import { keepOnlyIf } from '~/.server/page-cache/accepted-values';
import { reviewForm } from '~/.server/forms/public-form-specs';
import { parseId } from '~/lib/parse-id';
import { resolveImages } from '~/.server/images/views';
import { wrapPage } from '~/.server/db/paging';
import { listPublishedTestimonials } from '~/.server/reviews/testimonials';
import { ReviewForm } from '~/components/forms/review-form';
import { EmptyState } from '~/components/storefront/empty-state';
import { pageMeta } from '~/components/storefront/page-meta';
import { Pager, pagedTitle } from '~/components/storefront/pager';
import { TestimonialCard } from '~/components/storefront/testimonial-card';
import { ReviewsBand } from './reviews-band';
import { PageHero } from '~/components/ui/page-hero';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(
    pagedTitle('Client Testimonials', data?.page),
    'What couples, families and wedding planners say about their Petal & Quill digital invitations.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { config, db } = context.services;
  const requested = parseId(new URL(request.url).searchParams.get('page')) ?? 1;
  const { items, page, pageCount } = await listPublishedTestimonials(db, requested);
  // Paging wraps round, so a page past the end shows another one: rendered, not kept under its address.
  keepOnlyIf(context, page === requested);
  const picture = await resolveImages(
    db,
    items.map((item) => item.imageUrl),
  );
  return {
    items: items.map((item) => ({ ...item, picture: picture(item.imageUrl) })),
    page,
    pageCount,
    previousPage: wrapPage(page - 1, pageCount),
    nextPage: wrapPage(page + 1, pageCount),
    reviewsUrl: config.REVIEWS_URL,
    formToken: pageFormToken(context, 'review'),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  return handlePublicForm(request, context, reviewForm);
}

export default function Testimonials() {
  const { items, page, pageCount, previousPage, nextPage, reviewsUrl, formToken } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
        <Pager
          label="Testimonial pages"
          page={page}
          pageCount={pageCount}
          previousHref={`?page=${previousPage}`}
          nextHref={`?page=${nextPage}`}
        />
      </section>
      <ReviewsBand reviewsUrl={reviewsUrl}>
        <div className="rounded-2xl border border-line bg-white/80 p-6 shadow-sm sm:p-8">
          <h2 id="add-review-heading" className="text-3xl">
            Add Your Review
          </h2>
          <p className="mt-2 text-sm text-muted">Reviews appear here once the designer has read and approved them.</p>
          <div className="mt-6">
            <ReviewForm formToken={actionData?.formToken ?? formToken} lastResult={actionData?.result} />
          </div>
        </div>
      </ReviewsBand>
    </>
  );
}
