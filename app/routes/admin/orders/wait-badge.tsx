import type { PromiseState } from '~/.server/admin/business-clock';

const STATES: Record<PromiseState, { label: string; className: string }> = {
  'on-time': { label: 'On time', className: 'bg-sage-light text-ink' },
  'due-soon': { label: 'Due soon', className: 'bg-gold/25 text-ink' },
  overdue: { label: 'Overdue', className: 'bg-red-100 text-red-900' },
};

/** The state in words, never colour alone. */
export function WaitBadge({ wait }: { wait: { text: string; state: PromiseState } }) {
  const state = STATES[wait.state];
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span
        data-testid="wait-state"
        className={`w-fit rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${state.className}`}
      >
        {state.label}
      </span>
      <span className="text-xs whitespace-nowrap text-muted">{wait.text}</span>
    </span>
  );
}
