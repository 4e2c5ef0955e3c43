import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { moderateFromForm } from '~/.server/reviews/admin-testimonials';
import { readFormData, refuseIfTooLarge } from '~/.server/http/request';
import { requireAdmin } from '~/.server/auth/signed-in';
import { CLIENT_LOVE_COUNT, listForModeration, moderationsFor } from '~/.server/reviews/testimonials';
import { AdminPageHeader } from '~/components/admin/page-header';
import { AdminPager, pageHref } from '~/components/admin/pager';
import { TestimonialModerationCard } from './testimonial-moderation-card';
import { ButtonLink } from '~/components/ui/button-link';
import { parseId } from '~/lib/parse-id';

export const meta = () => [{ title: 'Testimonials | Admin' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(context.services, request);
  const requested = parseId(new URL(request.url).searchParams.get('page')) ?? 1;
  const list = await listForModeration(context.services.db, requested);
  return {
    ...list,
    items: list.items.map((review) => ({ review, decisions: moderationsFor(review) })),
    clientLoveCount: CLIENT_LOVE_COUNT,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(context.services, request);
  refuseIfTooLarge(context);
  return moderateFromForm(context.services, await readFormData(request));
}

export default function AdminTestimonials() {
  const { items, page, pageCount, counts, clientLoveCount } = useLoaderData<typeof loader>();
  return (
    <div className="max-w-4xl">
      <AdminPageHeader
        title="Testimonials"
        intro={
          <>
            {counts.pending === 0
              ? 'No reviews are waiting for approval.'
              : `${counts.pending} ${counts.pending === 1 ? 'review is' : 'reviews are'} waiting for approval.`}{' '}
            Published reviews show on the testimonials page; the {clientLoveCount} newest featured ones are the home
            page&rsquo;s Client Love.
          </>
        }
        action={<ButtonLink to="/admin/testimonials/new">Add testimonial</ButtonLink>}
      />
      <p className="mt-4 text-sm text-muted">
        {counts.published} published · {counts.pending} waiting · {counts.rejected} rejected
      </p>
      {items.length ? (
        <ul className="mt-6 space-y-4">
          {items.map(({ review, decisions }) => (
            <li key={review.id}>
              <TestimonialModerationCard review={review} decisions={decisions} page={page} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 rounded-xl border border-dashed border-line p-8 text-center text-muted">
          No testimonials yet.
        </p>
      )}
      <AdminPager page={page} pageCount={pageCount} href={pageHref('/admin/testimonials')} label="Testimonial pages" />
    </div>
  );
}
