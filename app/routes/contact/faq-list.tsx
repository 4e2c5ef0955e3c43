export const FAQS = [
  {
    question: 'How do digital invitations work?',
    answer:
      'Choose a collection and complete your purchase, then send us your names, date, venue and wording. We personalise your templates and deliver them as print-ready PDF and share-ready JPG files that you can send by WhatsApp, e-mail or social media, or print at home.',
  },
  {
    question: 'How long does customization take?',
    answer:
      'Customization takes 2-3 business days from the day we receive your details, or 5-7 business days for complex designs.',
  },
  {
    question: 'Can I ask for changes after I see my design?',
    answer:
      'Of course. One round of minor revisions is free, such as a change of wording, spelling or time. Larger changes can be quoted separately.',
  },
  {
    question: 'Do you offer rush service?',
    answer:
      'Yes, rush service is available for an extra fee. Please contact us directly by phone or WhatsApp with your event date and we will confirm what is possible.',
  },
] as const;

/** <details>, so they open and close without JavaScript. */
export function FaqList() {
  return (
    <ul className="divide-y divide-line border-y border-line">
      {FAQS.map((faq) => (
        <li key={faq.question}>
          <details className="group">
            <summary className="flex cursor-pointer items-center justify-between gap-6 py-5 font-display text-xl text-ink hover:text-rose sm:text-2xl">
              {faq.question}
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full border border-line font-sans text-lg text-rose transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="max-w-2xl pb-6 pr-10 leading-relaxed text-muted">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
