import { ButtonLink } from '~/components/ui/button-link';
import { Flourish, Sprig } from '~/components/ui/ornament';

export function ClosingBand() {
  return (
    <section aria-labelledby="closing-heading" className="relative isolate overflow-hidden bg-sage-light">
      <Sprig className="absolute -bottom-8 -left-8 -z-10 h-32 w-32 text-sage/50 sm:h-56 sm:w-56" />
      <Sprig className="absolute -right-6 -top-6 -z-10 hidden h-56 w-56 rotate-180 text-sage/60 md:block" />
      <div className="mx-auto flex max-w-3xl flex-col items-center px-5 py-20 text-center sm:py-24">
        <p className="font-script text-3xl text-rose sm:text-4xl">Your story, beautifully told</p>
        <h2 id="closing-heading" className="mt-2 text-4xl sm:text-5xl">
          Ready to Invite Your Guests?
        </h2>
        <Flourish className="mt-5 w-36 text-gold" />
        <p className="mt-5 max-w-xl text-lg leading-relaxed text-muted">
          Find the collection that feels like you. We personalise it within days, and your invitations are ready to send
          the moment they arrive.
        </p>
        <ButtonLink to="/collections" className="mt-9">
          Browse Collections
        </ButtonLink>
      </div>
    </section>
  );
}
