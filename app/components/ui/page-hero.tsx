import { SectionHeading } from './section-heading';

export function PageHero({
  eyebrow,
  title,
  intro,
  as = 'h1',
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  as?: 'h1' | 'h2';
}) {
  return (
    <header className="relative overflow-hidden border-b border-line bg-gradient-to-b from-blush/70 via-cream/60 to-paper">
      <div className="mx-auto max-w-6xl px-5 py-14 sm:py-20">
        <SectionHeading as={as} eyebrow={eyebrow} title={title} intro={intro} />
      </div>
    </header>
  );
}
