import type { ProofFileView } from '~/.server/proofs/views';
import { formatFileSize } from '~/components/downloads/file-size';
import { PieceGrid, tilesOf } from './piece-grid';

/** A proof's pieces, small, in the piece grid: an earlier round, or the studio's history. */
export function ProofPieces({ files, kept = [] }: { files: ProofFileView[]; kept?: string[] }) {
  return (
    <div className="space-y-4">
      <PieceGrid
        pieces={tilesOf(
          files.map((file) => ({ ...file, name: file.fileName })),
          (file) => file.pieceTitle ?? file.fileName,
          (file) => (file.format === 'pdf' ? null : file.url),
        )}
      />
      <KeptPieces kept={kept} />
    </div>
  );
}

/**
 * The proof the couple answers, large. The images come through the proof link's signed file route,
 * so they are never public.
 */
export function ProofFileList({ files, kept = [] }: { files: ProofFileView[]; kept?: string[] }) {
  const images = files.filter((file) => file.format !== 'pdf');
  const pdfs = files.filter((file) => file.format === 'pdf');
  return (
    <div className="space-y-4">
      {images.length ? (
        <ul className="grid gap-6 sm:grid-cols-2">
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
                    className="h-auto w-full object-contain"
                  />
                </a>
                <figcaption className="mt-1 text-xs text-muted">
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
      <KeptPieces kept={kept} />
    </div>
  );
}

function KeptPieces({ kept }: { kept: string[] }) {
  return kept.length ? (
    <p data-testid="kept-pieces" className="text-sm text-muted">
      Kept from the instant draft, as it is: {kept.join(', ')}.
    </p>
  ) : null;
}
