export interface Includes {
  templates: number;
  formats: readonly string[];
  supportDays: number;
}

export function includesItems({ templates, formats, supportDays }: Includes): string[] {
  return [`${templates} templates`, `${formats.join(' and ')} formats`, `${supportDays} days of email support`];
}

export function IncludesStrip({ includes }: { includes: Includes }) {
  const figures = [
    { value: String(includes.templates), label: 'templates' },
    { value: includes.formats.join(' & '), label: 'formats' },
    { value: `${includes.supportDays} days`, label: 'email support' },
  ];
  return (
    <div className="border-b border-line bg-paper">
      <h2 className="sr-only">Every collection includes</h2>
      <ul className="mx-auto grid max-w-3xl grid-cols-3 divide-x divide-line px-2 py-5">
        {figures.map(({ value, label }) => (
          <li key={label} className="flex flex-col items-center px-2 text-center">
            <span className="whitespace-nowrap font-display text-xl leading-none text-rose-dark sm:text-3xl">
              {value}
            </span>
            <span className="mt-1.5 text-[11px] uppercase tracking-[0.18em] text-muted sm:text-xs">{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
