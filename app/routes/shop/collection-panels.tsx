import { includesItems, type Includes } from './includes';

function Tick() {
  return (
    <svg
      viewBox="0 0 20 20"
      className="mt-1 h-4 w-4 shrink-0 text-sage"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path d="m4.5 10.5 3.5 3.5 7.5-8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function TickList({ items }: { items: string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-x-10">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-ink">
          <Tick />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function DescriptionPanel({ text }: { text: string }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-muted">
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

export function IncludedPanel({ features, includes }: { features: string[]; includes: Includes }) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1.6fr_1fr]">
      <TickList items={features} />
      <div className="rounded-2xl border border-gold/40 bg-cream/70 p-6">
        <p className="text-xs uppercase tracking-[0.2em] text-muted">Every collection includes</p>
        <ul className="mt-4 space-y-3" data-testid="collection-includes">
          {includesItems(includes).map((item) => (
            <li key={item} className="font-display text-xl text-ink">
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function CustomizationPanel({ options }: { options: string[] }) {
  return (
    <div>
      <p className="mb-5 text-lg text-ink">All our digital templates are easy to customize:</p>
      <TickList items={options} />
    </div>
  );
}
