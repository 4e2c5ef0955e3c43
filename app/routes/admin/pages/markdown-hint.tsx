const EXAMPLES: [string, string][] = [
  ['## Cookies', 'starts a numbered section (listed under "On this page")'],
  ['### Card payments', 'a smaller heading inside a section'],
  ['**important**', 'bold; *words* for italic'],
  ['[contact page](/contact)', 'a link: a page of this site, https://… or mailto:…'],
  ['- first point', 'a list (1. for a numbered one)'],
];

export function MarkdownHint({ id }: { id: string }) {
  return (
    <aside aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-cream/40 p-5 text-sm">
      <h2 id={`${id}-title`} className="font-sans text-xs font-medium uppercase tracking-[0.2em] text-muted">
        Writing in Markdown
      </h2>
      <dl className="mt-4 space-y-3">
        {EXAMPLES.map(([example, meaning]) => (
          <div key={example}>
            <dt>
              <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-ink">{example}</code>
            </dt>
            <dd className="mt-0.5 text-muted">{meaning}</dd>
          </div>
        ))}
      </dl>
      <p id={id} className="mt-4 border-t border-line pt-4 text-muted">
        A blank line starts a new paragraph. HTML is shown as typed and images are left out. Press Preview to see the
        page before you save it.
      </p>
    </aside>
  );
}
