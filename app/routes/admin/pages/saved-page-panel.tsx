import type { PageConflict } from '~/.server/content/admin-page-fields';
import { formatStudioTime } from '~/lib/studio-time';
import { thumbnailSrc } from '~/lib/images';

export const SAVED_PAGE_ID = 'saved-version';

export const conflictOf = (answer: unknown): PageConflict<unknown> | undefined =>
  answer && typeof answer === 'object' && 'conflict' in answer ? (answer.conflict as PageConflict<unknown>) : undefined;

export type SavedField =
  { label: string; text: string } | { label: string; image: string } | { label: string; source: string };

/** The page as someone else saved it meanwhile, for the designer to compare with hers and copy from. */
export function SavedPagePanel({
  fields,
  updatedAt,
  publicPath,
}: {
  fields: SavedField[];
  updatedAt: string;
  publicPath: string;
}) {
  return (
    <section
      id={SAVED_PAGE_ID}
      aria-labelledby={`${SAVED_PAGE_ID}-title`}
      className="mt-10 scroll-mt-6 rounded-2xl border border-gold/50 bg-cream/50 p-6 sm:p-8"
    >
      <h2 id={`${SAVED_PAGE_ID}-title`} className="text-3xl">
        The saved version
      </h2>
      <p className="mt-2 text-sm text-muted">
        Saved {formatStudioTime(updatedAt)}; this is what visitors see now at{' '}
        <a href={publicPath} className="text-rose underline underline-offset-4">
          {publicPath}
        </a>
        .
      </p>
      <dl className="mt-6 grid gap-x-8 gap-y-5 text-sm sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.label} className={'source' in field ? 'sm:col-span-2' : undefined}>
            <dt className="font-medium text-ink">{field.label}</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-ink">
              {'image' in field ? (
                <img
                  src={thumbnailSrc(field.image)}
                  alt={`${field.label} as saved`}
                  width={80}
                  height={96}
                  className="h-24 w-20 rounded-lg border border-line bg-cream object-cover"
                />
              ) : 'source' in field ? (
                <pre className="rounded-lg border border-line bg-white p-4 font-mono text-xs leading-relaxed">
                  {field.source}
                </pre>
              ) : (
                field.text || '(none)'
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
