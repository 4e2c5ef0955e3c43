import type { ReactNode } from 'react';
import { Picture } from '~/components/ui/picture';
import type { ImageView } from '~/lib/images';

/** The couple's site around its pages: their design, their names in script, their welcome. */
export function InvitationFrame({
  title,
  address,
  welcome,
  hasDesign,
  cover,
  children,
}: {
  title: string;
  address: string;
  welcome: string;
  hasDesign: boolean;
  /** The couple's own photo, when they chose one. */
  cover: ImageView | null;
  children: ReactNode;
}) {
  return (
    <main className="min-h-screen bg-gradient-to-b from-blush/60 via-cream to-paper px-5 py-10 sm:py-16">
      <div className="mx-auto max-w-2xl">
        {hasDesign ? (
          <img
            src={`/i/${address}/design.webp`}
            alt={`The invitation of ${title}`}
            width={480}
            height={672}
            className="mx-auto mb-10 w-full max-w-sm rounded-xl border border-gold/40 bg-cream shadow-lg"
          />
        ) : null}
        <h1 className="text-center font-script text-5xl leading-tight text-rose sm:text-6xl">{title}</h1>
        {cover ? (
          <Picture
            image={cover}
            alt={`${title}`}
            sizes="(min-width: 672px) 42rem, 100vw"
            fallbackWidth={1280}
            fallbackHeight={800}
            className="mt-8 aspect-[16/10] w-full rounded-2xl object-cover shadow-md"
          />
        ) : null}
        {welcome ? (
          <p className="mx-auto mt-5 max-w-xl whitespace-pre-line text-center text-lg text-ink">{welcome}</p>
        ) : null}
        <div className="mt-10">{children}</div>
        <p className="mt-16 text-center text-xs uppercase tracking-[0.2em] text-muted">
          Invitation by{' '}
          <a href="/" className="text-rose">
            Petal &amp; Quill
          </a>
        </p>
      </div>
    </main>
  );
}
