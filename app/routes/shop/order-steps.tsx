import { StepBadge } from '~/components/ui/step-badge';

const STEPS = [
  { title: 'Add to cart and check out', detail: 'Secure payment; your order is confirmed by e-mail.' },
  { title: 'Send us your details', detail: 'Names, dates, venue and wording, in your own words.' },
  { title: 'Receive your designs', detail: 'Personalised files in 2-3 business days (5-7 for complex designs).' },
];

export function OrderSteps() {
  return (
    <div className="mt-8 rounded-2xl border border-line bg-white/70 p-5 sm:p-6">
      <h2 className="font-sans text-xs font-medium uppercase tracking-[0.2em] text-muted">How it works</h2>
      <ol className="mt-4 space-y-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <StepBadge number={index + 1} size="sm" />
            <div>
              <p className="font-display text-xl leading-snug text-ink">{step.title}</p>
              <p className="text-sm leading-relaxed text-muted">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
