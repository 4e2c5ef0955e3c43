import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectionTemplate, collectionTemplateSlugs, PIECE_NAMES } from '~/.server/designs/collection-templates';
import { MANIFEST, pixelHash, renderProductCard } from '../../../scripts/artwork/designs/piece-cards';

/**
 * The shop's collection photos show each piece as the shop's renderer draws it with the template's
 * sample words (scripts/artwork/designs/piece-cards.ts embeds those renders in the mock-ups and
 * records their pixels). Each piece is drawn again here, as a couple's order would be, and must
 * match the photo's card pixel for pixel: a template or renderer changed without
 * `npm run artwork -- collections` fails here instead of leaving the photos showing another design.
 */
const photos = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Record<string, string>;

describe('the collection photos show what the renderer draws', () => {
  it('has a card in the photos for every piece of every collection', () => {
    const pieces = collectionTemplateSlugs().flatMap((slug) => PIECE_NAMES.map((piece) => `${slug}/${piece}`));
    expect(Object.keys(photos).sort()).toEqual(pieces.sort());
  });

  it.each(collectionTemplateSlugs())(
    '%s: every piece with its sample words is the card in the photos',
    async (slug) => {
      for (const piece of PIECE_NAMES) {
        const template = await collectionTemplate(slug, piece);
        expect(template, `${slug}/${piece}`).toBeDefined();
        if (!template) continue;
        expect(
          await pixelHash(await renderProductCard(template)),
          `${slug}/${piece} (run npm run artwork -- collections)`,
        ).toBe(photos[`${slug}/${piece}`]);
      }
    },
  );
});
