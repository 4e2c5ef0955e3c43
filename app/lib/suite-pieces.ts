/**
 * The pieces of a collection's suite, in the order a couple meets them, and what the shop calls
 * each (the downloads, the proof slots and the files list them under these names). The phone
 * story is drawn from the invitation.
 */
export const SUITE_PIECES = ['invitation', 'save-the-date', 'rsvp', 'details', 'thank-you'] as const;
export type SuitePiece = (typeof SUITE_PIECES)[number];

export const PIECE_TITLES: Record<SuitePiece | 'story', string> = {
  invitation: 'Invitation',
  'save-the-date': 'Save the Date',
  rsvp: 'RSVP Card',
  details: 'Details Card',
  'thank-you': 'Thank You Card',
  story: 'Phone Story',
};

/** The proof form's file input of a piece's slot (the studio uploads each piece into its own). */
export const proofPieceField = (piece: SuitePiece) => `piece-${piece}`;
