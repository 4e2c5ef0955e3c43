import type { ReactNode } from 'react';

type Cell = ReactNode | { content: ReactNode; className: string };

const cellClasses = 'border-b border-line/60 py-2 pr-4 align-top';

/** One part of an import's preview: a heading, what it means, and its rows (sideways in its own box on a phone). */
export function PreviewTable({
  id,
  title,
  intro,
  headings,
  rows,
  testId,
}: {
  id: string;
  title: string;
  intro?: string;
  headings: string[];
  rows: { key: string | number; cells: Cell[] }[];
  testId?: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl">
        {title}
      </h2>
      {intro ? <p className="mt-1 text-muted">{intro}</p> : null}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[32rem] text-left text-sm" data-testid={testId}>
          <thead>
            <tr>
              {headings.map((heading) => (
                <th key={heading} className="border-b border-line py-2 pr-4 font-medium text-muted">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) =>
                  cell !== null && typeof cell === 'object' && 'className' in cell ? (
                    <td key={index} className={`${cellClasses} ${cell.className}`}>
                      {cell.content}
                    </td>
                  ) : (
                    <td key={index} className={cellClasses}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
