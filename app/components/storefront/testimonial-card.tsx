import type { Testimonial } from '~/.server/reviews/testimonials';
import { StarRating } from './star-rating';
import { CARD_SURFACE } from './card-styles';
import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';
import { formatStudioDay } from '~/lib/studio-time';

function Avatar({ name, image }: { name: string; image: ImageView | null }) {
  if (image) {
    return (
      <Picture
        image={image}
        alt={name}
        sizes="56px"
        fallbackWidth={56}
        fallbackHeight={56}
        className="h-14 w-14 shrink-0 rounded-full object-cover ring-2 ring-blush ring-offset-2 ring-offset-white"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initial"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-blush font-display text-2xl text-rose-dark ring-2 ring-blush ring-offset-2 ring-offset-white"
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}

export function TestimonialCard({ testimonial }: { testimonial: Testimonial & { picture?: ImageView | null } }) {
  const { name, role, company, content, imageUrl, rating, createdAt } = testimonial;
  const image = testimonial.picture !== undefined ? testimonial.picture : imageUrl ? { url: imageUrl } : null;
  return (
    <figure data-testid="testimonial-card" className={`relative flex h-full flex-col p-6 sm:p-8 ${CARD_SURFACE}`}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-6 top-2 font-display text-7xl leading-none text-blush-deep"
      >
        &ldquo;
      </span>
      <StarRating rating={rating} />
      <blockquote className="mt-4 flex-1 font-display text-xl italic leading-relaxed text-ink">
        <p>{content}</p>
      </blockquote>
      <span aria-hidden="true" className="mt-6 block h-px w-12 bg-gold" />
      <figcaption className="mt-5 flex items-center gap-4">
        <Avatar name={name} image={image} />
        <div className="min-w-0">
          <p className="font-medium text-ink">{name}</p>
          <p className="text-sm text-muted">
            {role}
            {company ? <span>, {company}</span> : null}
          </p>
          <p className="text-xs text-muted">
            <time dateTime={createdAt}>{formatStudioDay(createdAt, 'long')}</time>
          </p>
        </div>
      </figcaption>
    </figure>
  );
}
