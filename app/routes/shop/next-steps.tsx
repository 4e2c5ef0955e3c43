import { Link } from '@remix-run/react';
import { StepBadge } from '~/components/ui/step-badge';
import { DESIGN_STORY } from '~/lib/design-story';

/** A test order over its address's daily cap on e-mails got none, so it does not promise one. */
export function NextSteps({ email, mailWithheld = false }: { email: string; mailWithheld?: boolean }) {
  const steps = [
    {
      title: 'Download your instant draft',
      text: 'Your words set in every piece, as print PDFs, JPGs and a phone story: please don’t share it yet.',
    },
    mailWithheld
      ? {
          title: 'Keep this page',
          text: `No e-mail is sent for this test order: ${email} has already had several test confirmations today. Your download links are on this page.`,
        }
      : { title: 'Check your e-mail', text: `Your confirmation and download links are on their way to ${email}.` },
    {
      title: 'Approve your proof',
      text: `Your designer checks every card and sends you a proof within 2–3 business days: ${DESIGN_STORY.proof.text} (one round of minor revisions is free). The approved proof is your final set.`,
    },
    {
      title: 'Contact support',
      text: '30 days of email support come with every collection.',
      link: { to: '/contact', label: 'Get in touch' },
    },
  ];
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-line bg-white/80 p-5 text-left">
          <StepBadge number={index + 1} />
          <div>
            <h3 className="font-display text-xl leading-snug">{step.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-muted">
              {step.text}
              {step.link ? (
                <>
                  {' '}
                  <Link to={step.link.to} className="text-rose underline-offset-4 hover:underline">
                    {step.link.label}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ol>
  );
}
