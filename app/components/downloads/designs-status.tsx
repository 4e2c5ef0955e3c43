import { Link, useLocation, useRevalidator } from '@remix-run/react';
import { useEffect } from 'react';
import { ClockIcon } from '~/components/storefront/icons';
import { DESIGN_STORY } from '~/lib/design-story';
import { formatStudioDay } from '~/lib/studio-time';

const RECHECK_SECONDS = 4;

/** No meta refresh: on a slow connection it could fire as the couple leaves and pull them back here. */
export function DesignsPreparing() {
  const { revalidate, state } = useRevalidator();
  const location = useLocation();
  useEffect(() => {
    const timer = setInterval(() => state === 'idle' && revalidate(), RECHECK_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [revalidate, state]);
  return (
    <div
      role="status"
      data-testid="designs-preparing"
      className="mx-auto flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-gold/50 bg-cream/70 px-6 py-7 text-center"
    >
      <ClockIcon className="h-6 w-6 text-gold" />
      <p className="font-display text-2xl text-ink">Your personalised designs are being prepared</p>
      <p className="text-sm leading-relaxed text-muted">
        We are setting your names, date and venue into every piece — print-ready PDFs, JPGs and a phone story. This
        takes a few seconds.
      </p>
      <Link
        to={`${location.pathname}${location.search}`}
        reloadDocument
        className="text-sm text-rose underline underline-offset-4"
      >
        Refresh to see them
      </Link>
    </div>
  );
}

export function DesignsByHand() {
  return (
    <p
      role="status"
      data-testid="designs-by-hand"
      className="mx-auto max-w-xl rounded-2xl border border-dashed border-blush-deep bg-white/60 px-6 py-5 text-center text-sm leading-relaxed text-muted"
    >
      Your designer is setting your words into your designs by hand and will e-mail them to you as a proof. Meanwhile
      the collection’s templates are below.
    </p>
  );
}

export function DesignsStage({ finalApprovedAt }: { finalApprovedAt: string | null }) {
  const title = finalApprovedAt ? DESIGN_STORY.final.title : DESIGN_STORY.draft.title;
  const text = finalApprovedAt ? DESIGN_STORY.final.text(formatStudioDay(finalApprovedAt)) : DESIGN_STORY.draft.text;
  return (
    <p
      data-testid="designs-stage"
      className="mb-8 rounded-2xl border border-gold/50 bg-cream/70 px-6 py-5 text-center leading-relaxed"
    >
      <strong className="font-display text-2xl font-medium text-ink">{title}</strong>
      <span className="block text-sm text-muted">{text.charAt(0).toUpperCase() + text.slice(1)}.</span>
    </p>
  );
}
