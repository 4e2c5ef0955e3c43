import { Link } from '@remix-run/react';
import type { Moderation, ModeratedTestimonial } from '~/.server/reviews/testimonials';
import { StarRating } from '~/components/storefront/star-rating';
import { ConfirmDelete } from '~/components/admin/confirm-delete';
import { PostButton, smallButtonClasses } from '~/components/admin/post-button';
import { StatusBadge, type BadgeTone } from '~/components/admin/status-badge';
import { formatStudioDay } from '~/lib/studio-time';

const STATUS: Record<ModeratedTestimonial['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Waiting for approval', tone: 'amber' },
  published: { label: 'Published', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'grey' },
};

const DECISION_LABELS: Record<Moderation, string> = {
  approve: 'Approve',
  reject: 'Reject',
  feature: 'Feature on home page',
  unfeature: 'Unfeature',
};

export function TestimonialModerationCard({
  review,
  decisions,
  page,
}: {
  review: ModeratedTestimonial;
  decisions: Moderation[];
  page: number;
}) {
  const status = STATUS[review.status];
  const headingId = `testimonial-${review.id}`;
  const fields = { id: review.id, version: review.version, page };
  return (
    <article
      aria-labelledby={headingId}
      data-testid="moderation-card"
      className={`rounded-xl border bg-white p-5 shadow-sm ${review.status === 'pending' ? 'border-amber-300' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge tone={status.tone}>{status.label}</StatusBadge>
        {review.isFeatured && review.status === 'published' ? (
          <StatusBadge tone="gold">{review.onHomePage ? 'Featured · on the home page' : 'Featured'}</StatusBadge>
        ) : null}
        <StarRating rating={review.rating} className="ml-auto" />
      </div>
      <h2 id={headingId} className="mt-3 font-sans text-base font-medium">
        {review.name}
        <span className="font-normal text-muted">
          {' '}
          · {review.role}
          {review.company ? `, ${review.company}` : ''}
        </span>
      </h2>
      <p className="text-xs text-muted">
        <time dateTime={review.createdAt}>{formatStudioDay(review.createdAt)}</time>
      </p>
      <blockquote className="mt-3 whitespace-pre-line break-words text-ink">{review.content}</blockquote>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-line pt-4">
        {decisions.map((decision) => (
          <PostButton
            key={decision}
            intent={decision}
            fields={fields}
            label={DECISION_LABELS[decision]}
            accessibleLabel={`${DECISION_LABELS[decision]}: ${review.name}`}
            variant={decision === 'approve' ? 'primary' : 'plain'}
          />
        ))}
        <Link
          to={`/admin/testimonials/${review.id}/edit`}
          aria-label={`Edit: ${review.name}`}
          className={smallButtonClasses('quiet')}
        >
          Edit
        </Link>
        <ConfirmDelete
          href={`/admin/testimonials/${review.id}/delete`}
          label="Delete"
          accessibleLabel={`Delete: ${review.name}`}
          question="Are you sure you want to delete this testimonial?"
          fields={fields}
        />
      </div>
    </article>
  );
}
