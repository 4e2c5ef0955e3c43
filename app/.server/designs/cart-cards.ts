import { checkPreviewInput, previewImagePath, type PreviewWords } from '~/schemas/preview';
import { templateForPiece, type DesignDeps } from './collection-designs';

/** The same image, and cache entry, as the collection page drew. None before they have typed names. */
export async function cartCardsFor(
  deps: DesignDeps,
  lines: { collectionId: number; slug: string }[],
  tried: Partial<Record<'names' | 'date' | 'venue', string>>,
): Promise<Record<number, string>> {
  const { words } = checkPreviewInput({ names: tried.names ?? '', date: tried.date ?? '', venue: tried.venue ?? '' });
  if (!words.names) return {};
  const cards: Record<number, string> = {};
  for (const line of lines) {
    const template = await templateForPiece(deps, { id: line.collectionId, slug: line.slug }, 'invitation');
    if (template) cards[line.collectionId] = previewImagePath(line.collectionId, words as PreviewWords);
  }
  return cards;
}
