/** The same words on the success page, the e-mails, the downloads and orders pages: the draft is not the final set. */
export const DESIGN_STORY = {
  draft: {
    title: 'Your instant draft',
    text: 'please don’t share it yet: your designer checks every card and sends you a proof within 2–3 business days',
  },
  proof: { title: 'Proof ready', text: 'approve it or ask for changes' },
  final: { title: 'Final', text: (approvedOn: string) => `approved on ${approvedOn}` },
} as const;

export const DRAFT_SENTENCE = `${DESIGN_STORY.draft.title} — ${DESIGN_STORY.draft.text}.`;
