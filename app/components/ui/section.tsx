import { SectionHeading } from './section-heading';

/** The content runs edge to edge unless it is wrapped in <Contained>. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  action,
  className = '',
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  action?: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={`scroll-mt-20 py-20 sm:py-24 ${className}`}>
      <div className="mx-auto max-w-6xl px-5">
        <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} intro={intro} />
      </div>
      {children ? <div className="mt-12 sm:mt-14">{children}</div> : null}
      {action ? <div className="mt-10 flex flex-wrap justify-center gap-3 px-5">{action}</div> : null}
    </section>
  );
}

export function Contained({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-6xl px-5">{children}</div>;
}
