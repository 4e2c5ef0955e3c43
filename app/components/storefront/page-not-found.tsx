import { ButtonLink } from '~/components/ui/button-link';
import { Flourish } from '~/components/ui/ornament';

export function PageNotFound({
  secondary,
  className = '',
}: {
  secondary: { to: string; label: string };
  className?: string;
}) {
  return (
    <section
      className={`relative isolate overflow-hidden bg-gradient-to-b from-blush/60 via-cream/50 to-paper ${className}`}
    >
      <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-5 py-24 text-center">
        <p aria-hidden="true" className="font-display text-8xl leading-none text-blush-deep sm:text-9xl">
          404
        </p>
        <p className="mt-4 font-script text-3xl text-rose sm:text-4xl">This page has wandered off</p>
        <h1 className="mt-2 text-4xl sm:text-5xl">Oops! Page not found</h1>
        <Flourish className="mt-5 w-36 text-gold" />
        <p className="mt-5 max-w-md text-lg leading-relaxed text-muted">
          The page you are looking for does not exist or has moved. Let us take you somewhere lovelier.
        </p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/">Return to Home</ButtonLink>
          <ButtonLink to={secondary.to} variant="outline">
            {secondary.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
