import { Link } from '@remix-run/react';
import { buttonClasses } from '~/components/ui/button-link';
import { ArrowDownIcon } from '~/components/storefront/icons';
import { formatFileSize } from './file-size';

export interface DownloadListFile {
  id: string;
  name: string;
  templateName: string;
  format: 'pdf' | 'jpg' | 'png';
  url: string;
  byteSize?: number;
  collectionTitle: string;
  stage: 'final' | 'draft' | 'template';
  thumbUrl?: string | null;
  note?: string;
}

interface TemplateGroup {
  templateName: string;
  files: DownloadListFile[];
}

function byCollection(files: DownloadListFile[]): { title: string; templates: TemplateGroup[] }[] {
  const collections = new Map<string, Map<string, DownloadListFile[]>>();
  for (const file of files) {
    const templates = collections.get(file.collectionTitle) ?? new Map<string, DownloadListFile[]>();
    templates.set(file.templateName, [...(templates.get(file.templateName) ?? []), file]);
    collections.set(file.collectionTitle, templates);
  }
  return [...collections].map(([title, templates]) => ({
    title,
    templates: [...templates].map(([templateName, grouped]) => ({ templateName, files: grouped })),
  }));
}

/** Plain <a> elements, not router links: they lead to files, not pages. */
export function DownloadList({
  zipUrl,
  files,
  headingLevel = 3,
}: {
  zipUrl: string;
  files: DownloadListFile[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Once the designer's set is approved it is the order; what came before is folded away under its name.
  const final = files.filter((file) => file.stage === 'final');
  const shown = final.length ? final : files;
  const earlier = final.length ? files.filter((file) => file.stage !== 'final') : [];
  if (!files.length) {
    return (
      <p
        role="status"
        className="rounded-2xl border border-dashed border-blush-deep bg-white/60 px-6 py-8 text-center text-muted"
      >
        The files of this order are not available here right now.{' '}
        <Link to="/contact" className="text-rose underline underline-offset-4">
          Contact the studio
        </Link>{' '}
        and we will send your designs.
      </p>
    );
  }
  return (
    <div className="space-y-8" data-testid="download-list">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-gold/50 bg-cream/70 px-6 py-7 text-center">
        <a href={zipUrl} download className={buttonClasses('primary', 'px-9 py-4 text-base')}>
          <ArrowDownIcon className="h-5 w-5" /> Download all (ZIP)
        </a>
        <p className="text-sm text-muted">
          {final.length
            ? `Your final set (${final.length} files), with the earlier drafts in a folder of their own`
            : `${files.length} files, every template as a print-ready PDF and a share-ready JPG`}
        </p>
      </div>

      {byCollection(shown).map((group) => (
        <FileGroup key={group.title} group={group} Heading={Heading} />
      ))}

      {earlier.length ? (
        <details
          data-testid="earlier-drafts"
          className="group rounded-2xl border border-dashed border-line bg-white/50 p-5 sm:p-6"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-display text-xl text-muted">
            Earlier drafts (not final)
            <span className="font-sans text-xs uppercase tracking-[0.16em] text-rose underline-offset-4 group-open:hidden">
              Show
            </span>
            <span className="hidden font-sans text-xs uppercase tracking-[0.16em] text-rose group-open:inline">
              Hide
            </span>
          </summary>
          <p className="mt-2 text-sm text-muted">
            Made before your designer’s proof. Share and print the final set above; these stay here in case you need
            them.
          </p>
          <div className="mt-5 space-y-6">
            {byCollection(earlier).map((group) => (
              <FileGroup key={group.title} group={group} Heading={Heading} />
            ))}
          </div>
        </details>
      ) : null}
    </div>
  );
}

function FileGroup({ group, Heading }: { group: { title: string; templates: TemplateGroup[] }; Heading: 'h2' | 'h3' }) {
  return (
    <section className="rounded-2xl border border-line bg-white/80 p-5 shadow-sm sm:p-6">
      <Heading className="text-2xl sm:text-3xl">{group.title}</Heading>
      <span aria-hidden="true" className="mt-3 block h-px w-12 bg-gold" />
      <ul className="mt-4 divide-y divide-line">
        {group.templates.map((template) => (
          <li key={template.templateName} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
            {template.files.find((file) => file.thumbUrl)?.thumbUrl ? (
              <img
                src={template.files.find((file) => file.thumbUrl)!.thumbUrl!}
                alt=""
                width={56}
                height={78}
                loading="lazy"
                decoding="async"
                data-testid="piece-thumb"
                className="h-[78px] w-14 shrink-0 rounded border border-line bg-white object-contain"
              />
            ) : null}
            <span className="min-w-40 flex-1 font-display text-xl leading-tight text-ink">
              {template.templateName}
              {template.files[0]?.note ? (
                <span className="block font-sans text-xs uppercase tracking-[0.14em] text-muted">
                  {template.files[0].note}
                </span>
              ) : null}
            </span>
            <span className="flex flex-wrap gap-2">
              {template.files.map((file) => (
                <a
                  key={file.id}
                  href={file.url}
                  download={file.name}
                  className="inline-flex items-center gap-2 rounded-full border border-line bg-paper px-4 py-1.5 text-sm text-ink transition-colors hover:border-rose hover:text-rose"
                >
                  <ArrowDownIcon className="h-4 w-4 text-rose" />
                  <span className="sr-only">{`Download ${template.templateName} `}</span>
                  <span className="font-medium uppercase tracking-[0.14em]">{file.format}</span>{' '}
                  {file.byteSize !== undefined ? (
                    <span className="tabular-nums text-muted">{formatFileSize(file.byteSize)}</span>
                  ) : null}
                  <span className="sr-only">{`, ${group.title}`}</span>
                </a>
              ))}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
