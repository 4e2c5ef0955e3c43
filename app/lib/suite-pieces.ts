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

export const proofPieceField = (piece: SuitePiece) => `piece-${piece}`;
