export interface Step {
  title: string;
  text: string;
}

export function StepList({ steps, columns = 'md:grid-cols-3' }: { steps: readonly Step[]; columns?: string }) {
  return (
    <ol className={`grid gap-x-8 gap-y-10 ${columns}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="relative flex items-start gap-5 after:absolute after:-bottom-10 after:left-8 after:top-16 after:w-px after:bg-gold/40 last:after:hidden md:flex-col md:items-center md:gap-0 md:text-center md:after:hidden"
        >
          <span
            aria-hidden="true"
            className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full border border-gold/70 bg-paper font-display text-2xl text-rose shadow-[0_0_0_6px_var(--color-paper)]"
          >
            {String(index + 1).padStart(2, '0')}
          </span>
          <div className="pt-3 md:pt-0">
            <h3 className="text-2xl md:mt-5">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-muted md:mx-auto md:max-w-xs">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
