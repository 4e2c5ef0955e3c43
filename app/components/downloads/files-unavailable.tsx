import { ButtonLink } from '~/components/ui/button-link';
import { Flourish } from '~/components/ui/ornament';

/**
 * A genuine download link whose order cannot be downloaded (sent with 404): it is not paid, or
 * no longer exists. Nothing about the order is shown, since the link alone proves little.
 */
export function FilesUnavailable() {
  return (
    <section className="bg-gradient-to-b from-blush/60 via-cream/50 to-paper">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-5 py-20 text-center sm:py-28">
        <p aria-hidden="true" className="font-script text-4xl text-rose">
          Not quite yet
        </p>
        <h1 className="mt-2 text-4xl sm:text-5xl">No files to download</h1>
        <Flourish className="mt-5 w-36 text-gold" />
        <p className="mt-5 text-lg leading-relaxed text-muted">
          The designs of an order can be downloaded once its payment is complete. If you have paid and still see this, the
          studio will sort it out for you.
        </p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/account/orders">Your orders</ButtonLink>
          <ButtonLink to="/contact" variant="outline">
            Contact the studio
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
