import type { ReactNode } from 'react';

export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      className={`rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <h2 id={id} className="font-display text-2xl text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
