import type { ReactNode } from 'react';

/** One part of the couple's editor, as a card with its heading; `id` is where a save lands back. */
export function EditorCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="scroll-mt-6 rounded-2xl border border-line bg-white/80 p-6 shadow-sm sm:p-8"
    >
      <h2 id={`${id}-heading`} className="text-3xl">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}
