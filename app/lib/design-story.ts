/**
 * The couple's designs from payment to the final files, told in the same words on the success
 * page, in the confirmation e-mail, on the downloads page and on their orders page: the instant
 * draft made at payment is not the final set; the designer's proof is; the approved proof is final.
 */
export const DESIGN_STORY = {
  draft: {
    title: 'Your instant draft',
    text: 'please don’t share it yet: your designer checks every card and sends you a proof within 2–3 business days',
  },
  proof: { title: 'Proof ready', text: 'approve it or ask for changes' },
  final: { title: 'Final', text: (approvedOn: string) => `approved on ${approvedOn}` },
} as const;

/** "Your instant draft — please don’t share it yet: …", as one sentence. */
export const DRAFT_SENTENCE = `${DESIGN_STORY.draft.title} — ${DESIGN_STORY.draft.text}.`;
