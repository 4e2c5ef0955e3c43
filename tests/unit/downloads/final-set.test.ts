import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { COVER_WIDTH, coverOf, coverThumbnail } from '~/.server/downloads/cover';
import { keptDraftFiles } from '~/.server/downloads/order-files';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localDiskStore } from '~/.server/storage/local-disk-store';

const file = (stage: 'final' | 'draft' | 'template', templateName: string, format: string, fileName: string) => ({
  stage,
  templateName,
  format,
  fileName,
});

describe('the couple’s card on their pages', () => {
  const draft = [
    file('draft', 'Invitation', 'pdf', 'priya-and-arjun-invitation.pdf'),
    file('draft', 'Invitation', 'jpg', 'priya-and-arjun-invitation.jpg'),
    file('draft', 'RSVP Card', 'jpg', 'priya-and-arjun-rsvp.jpg'),
  ];

  it('is the instant draft’s invitation card until a final set is approved', () => {
    expect(coverOf(draft)?.fileName).toBe('priya-and-arjun-invitation.jpg');
  });

  it('is the final set’s invitation image once approved, else its first image', () => {
    const finals = [
      file('final', 'Card final', 'png', 'card-final.png'),
      file('final', 'Invitation final', 'jpg', 'invitation-final.jpg'),
    ];
    expect(coverOf([...finals, ...draft])?.fileName).toBe('invitation-final.jpg');
    expect(coverOf([finals[0]!, ...draft])?.fileName).toBe('card-final.png');
    expect(coverOf([file('final', 'Invitation', 'pdf', 'invitation.pdf'), ...draft])?.fileName).toBe(
      'priya-and-arjun-invitation.jpg',
    );
  });

  it('is nothing for an order of plain templates: that card is not theirs', () => {
    expect(coverOf([file('template', 'Invitation', 'jpg', 'invitation.jpg')])).toBeUndefined();
  });

  it('is drawn small from the stored image, and is null for what is not an image', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cover-'));
    const store = localDiskStore(dir);
    const big = await sharp({ create: { width: 1800, height: 2520, channels: 3, background: '#fbe9e4' } })
      .jpeg()
      .toBuffer();
    await store.putBytes('renders/card.jpg', big, { contentType: 'image/jpeg' });
    await store.putBytes('renders/not.jpg', Buffer.from('%PDF-1.7 not an image'), { contentType: 'image/jpeg' });
    const cover = await coverThumbnail(store, 'renders/card.jpg');
    expect(await sharp(cover!).metadata()).toMatchObject({ format: 'webp', width: COVER_WIDTH, height: 672 });
    expect(await coverThumbnail(store, 'renders/not.jpg')).toBeNull();
    expect(await coverThumbnail(store, 'renders/missing.jpg')).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the final set of a proof uploaded into piece slots', () => {
  const draftFile = (piece: string, format: 'pdf' | 'jpg') => ({
    id: `render-${piece}-${format}`,
    collectionId: 1,
    collectionSlug: 'blush',
    collectionTitle: 'Blush Peony Romance',
    templateName: piece,
    format,
    fileName: `priya-${piece}.${format}`,
    storageKey: `k-${piece}.${format}`,
    byteSize: 1,
    zipPath: `blush/priya-${piece}.${format}`,
    stage: 'draft' as const,
    piece,
  });
  const drafts = ['invitation', 'story', 'save-the-date', 'rsvp', 'details', 'thank-you'].flatMap((piece) => [
    draftFile(piece, 'pdf'),
    draftFile(piece, 'jpg'),
  ]);
  const designed = (piece: string | null) => ({
    ...draftFile('x', 'pdf'),
    id: `design-${piece}`,
    collectionId: null,
    stage: 'final' as const,
    fileName: `${piece}-final.pdf`,
    zipPath: `final/${piece}-final.pdf`,
    piece,
  });

  it('keeps the draft’s pieces the proof left out (the story goes with the invitation), in final/', () => {
    const kept = keptDraftFiles([designed('invitation'), designed('rsvp')], drafts);
    expect(kept.map((file) => file.zipPath)).toEqual([
      'final/priya-save-the-date.pdf',
      'final/priya-save-the-date.jpg',
      'final/priya-details.pdf',
      'final/priya-details.jpg',
      'final/priya-thank-you.pdf',
      'final/priya-thank-you.jpg',
    ]);
    expect(kept.every((file) => file.stage === 'final' && file.note === 'Kept from your draft')).toBe(true);
  });

  it('keeps nothing for a proof sent without piece slots: it was the whole set', () => {
    expect(keptDraftFiles([designed(null)], drafts)).toEqual([]);
  });
});
