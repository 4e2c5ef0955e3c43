import { formatFileSize } from '~/components/downloads/file-size';

export interface PieceTile {
  key: string;
  /** The piece's name ("Main invitation"), or a file's name when it has no piece. */
  label: string;
  /** A picture of the piece; a PDF-only piece shows its label in the frame. */
  imageUrl: string | null;
  files: { id: string | number; format: string; url: string; byteSize: number; name: string }[];
}

/**
 * Every piece as a picture of one size in an even grid, labelled, with its files under it: the
 * studio sees at a glance what the couple were (or will be) sent.
 */
export function PieceGrid({ pieces, testId }: { pieces: PieceTile[]; testId?: string }) {
  return (
    <ul data-testid={testId} className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-4">
      {pieces.map((piece) => (
        <li key={piece.key} data-testid="piece-tile">
          <figure>
            <a
              href={piece.files[0]?.url}
              className="flex aspect-[3/4] items-center justify-center overflow-hidden rounded-lg border border-line bg-cream/40 p-2"
            >
              {piece.imageUrl ? (
                <img
                  src={piece.imageUrl}
                  alt={piece.label}
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-contain"
                />
              ) : (
                <span className="text-center font-display text-lg text-muted">{piece.label}</span>
              )}
            </a>
            <figcaption className="mt-2 text-sm">
              <span className="block truncate font-medium text-ink" title={piece.label}>
                {piece.label}
              </span>
              <span className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs">
                {piece.files.map((file) => (
                  <a
                    key={file.id}
                    href={file.url}
                    download={file.name}
                    title={file.name}
                    className="text-rose underline-offset-4 hover:underline"
                  >
                    <span className="sr-only">{piece.label} </span>
                    <span className="uppercase">{file.format}</span>{' '}
                    <span className="text-muted tabular-nums">{formatFileSize(file.byteSize)}</span>
                  </a>
                ))}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Files that belong to one piece side by side; the first picture among them is its tile's. */
export function tilesOf<T extends { id: string | number; url: string; format: string; byteSize: number; name: string }>(
  files: T[],
  pieceOf: (file: T) => string,
  pictureOf: (file: T) => string | null,
): PieceTile[] {
  const tiles = new Map<string, PieceTile>();
  for (const file of files) {
    const label = pieceOf(file);
    const tile = tiles.get(label) ?? { key: label, label, imageUrl: null, files: [] };
    tile.imageUrl ??= pictureOf(file);
    tile.files.push(file);
    tiles.set(label, tile);
  }
  return [...tiles.values()];
}
