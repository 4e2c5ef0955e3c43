export function SectionHeading({
  eyebrow,
  title,
  intro,
  as: Tag = 'h2',
  align = 'center',
  id,
}: {
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  as?: 'h1' | 'h2';
  align?: 'center' | 'left';
  id?: string;
}) {
  const alignment = align === 'center' ? 'mx-auto text-center items-center' : 'text-left items-start';
  return (
    <div className={`flex max-w-2xl flex-col ${alignment}`}>
      {eyebrow ? <p className="font-script text-2xl text-rose sm:text-3xl">{eyebrow}</p> : null}
      <Tag id={id} className={Tag === 'h1' ? 'text-4xl sm:text-5xl lg:text-6xl' : 'text-3xl sm:text-4xl lg:text-5xl'}>
        {title}
      </Tag>
      <span aria-hidden="true" className="mt-4 block h-px w-16 bg-gold" />
      {intro ? <p className="mt-5 text-base leading-relaxed text-muted sm:text-lg">{intro}</p> : null}
    </div>
  );
}
