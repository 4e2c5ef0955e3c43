import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';
import { Flourish } from '~/components/ui/ornament';
import { Paragraphs } from '~/components/ui/paragraphs';

export function FounderProfile({
  image,
  name,
  title,
  bio,
}: {
  image: ImageView | null;
  name: string;
  title: string;
  bio: string;
}) {
  return (
    <div className="grid items-center gap-12 md:grid-cols-[0.9fr_1.1fr] lg:gap-20">
      <div className="relative mx-auto w-full max-w-xs sm:max-w-sm">
        <div aria-hidden="true" className="absolute -inset-3 rounded-t-full rounded-b-3xl border border-gold/60" />
        <Picture
          image={image}
          alt={`From the studio of ${name}`}
          sizes="(min-width: 640px) 384px, 320px"
          fallbackWidth={640}
          fallbackHeight={800}
          className="relative aspect-[4/5] w-full rounded-t-full rounded-b-2xl bg-blush object-cover shadow-xl shadow-rose/10"
        />
      </div>
      <div className="text-center md:text-left">
        <p className="font-script text-3xl text-rose">Meet the founder</p>
        <h2 id="founder-heading" className="mt-2 text-4xl sm:text-5xl">
          {name}
        </h2>
        <p className="mt-2 text-sm font-medium uppercase tracking-[0.2em] text-muted">{title}</p>
        <Flourish className="mx-auto mt-5 w-36 text-gold md:mx-0" />
        <Paragraphs text={bio} className="mt-6 space-y-4 text-lg leading-relaxed text-muted" />
      </div>
    </div>
  );
}
