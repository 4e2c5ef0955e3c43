import type { ProofFileView } from '~/.server/studio/proof-views';
import { formatFileSize } from '~/components/downloads/file-size';

/** The images come through the proof link's signed file route, so they are never public. */
export function ProofFileList({
  files,
  size,
  kept = [],
}: {
  files: ProofFileView[];
  size: 'thumb' | 'large';
  kept?: string[];
}) {
  const images = files.filter((file) => file.format !== 'pdf');
  const pdfs = files.filter((file) => file.format === 'pdf');
  return (
    <div className="space-y-4">
      {images.length ? (
        <ul className={size === 'thumb' ? 'flex flex-wrap gap-3' : 'grid gap-6 sm:grid-cols-2'}>
          {images.map((file) => (
            <li key={file.id}>
              <figure>
                <a href={file.url} className="block overflow-hidden rounded-lg border border-line bg-cream/40">
                  <img
                    src={file.url}
                    alt={`Proof: ${file.fileName}`}
                    width={file.width ?? undefined}
                    height={file.height ?? undefined}
                    loading="lazy"
                    className={
                      size === 'thumb' ? 'h-28 w-28 object-contain sm:h-32 sm:w-32' : 'h-auto w-full object-contain'
                    }
                  />
                </a>
                <figcaption className="mt-1 max-w-32 truncate text-xs text-muted sm:max-w-none">
                  {file.pieceTitle ? <strong className="font-medium text-ink">{file.pieceTitle} · </strong> : null}
                  {file.fileName} · {formatFileSize(file.byteSize)}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {pdfs.length ? (
        <ul className="flex flex-wrap gap-2">
          {pdfs.map((file) => (
            <li key={file.id}>
              <a
                href={file.url}
                download={file.fileName}
                className="inline-flex items-center gap-2 rounded-full border border-line bg-paper px-4 py-1.5 text-sm text-ink hover:border-rose hover:text-rose"
              >
                <span className="font-medium uppercase tracking-[0.14em] text-rose">PDF</span>
                {file.pieceTitle ? <span className="font-medium">{file.pieceTitle}</span> : null}
                <span>{file.fileName}</span>
                <span className="tabular-nums text-muted">{formatFileSize(file.byteSize)}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {kept.length ? (
        <p data-testid="kept-pieces" className="text-sm text-muted">
          Kept from the instant draft, as it is: {kept.join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
