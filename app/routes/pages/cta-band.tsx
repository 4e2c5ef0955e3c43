import { ButtonLink } from '~/components/ui/button-link';
import { Backdrop } from '~/components/ui/backdrop';
import type { ImageView } from '~/lib/images';

/** A dark wash keeps the white words legible over any image. */
export function CtaBand({
  heading,
  content,
  image,
  ctaLabel,
}: {
  heading: string;
  content: string;
  image: ImageView | null;
  ctaLabel: string;
}) {
  return (
    <section aria-labelledby="cta-heading" className="relative isolate overflow-hidden bg-[#3f584b] text-white">
      <Backdrop
        image={image}
        alt=""
        width={1600}
        height={700}
        washClassName="bg-[radial-gradient(ellipse_at_center,rgba(36,52,44,0.55),rgba(36,52,44,0.15)_75%)]"
      />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-6 py-24 text-center sm:py-28">
        <p className="font-script text-3xl text-white sm:text-4xl">Let’s begin</p>
        <h2 id="cta-heading" className="mt-2 text-4xl text-white sm:text-5xl">
          {heading}
        </h2>
        <span aria-hidden="true" className="mt-5 block h-px w-16 bg-white/70" />
        {content ? <p className="mt-5 text-lg leading-relaxed text-white">{content}</p> : null}
        <ButtonLink to="/contact" variant="light" className="mt-9">
          {ctaLabel}
        </ButtonLink>
      </div>
    </section>
  );
}
