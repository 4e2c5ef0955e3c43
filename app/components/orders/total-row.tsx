import { formatUsd } from '~/lib/money';

export function TotalRow({ cents, testId }: { cents: number; testId: string }) {
  return (
    <div className="flex items-baseline justify-between border-t border-line pt-3">
      <dt className="font-display text-2xl">Total</dt>
      <dd className="font-display text-2xl text-rose-dark tabular-nums" data-testid={testId}>
        {formatUsd(cents)}
      </dd>
    </div>
  );
}
