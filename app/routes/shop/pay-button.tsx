import { useNavigation } from '@remix-run/react';
import { buttonClasses } from '~/components/ui/button-link';
import { formatUsd } from '~/lib/money';

/** Disabled from the click with JavaScript; without it, the form's idempotency key stops a double order. */
export function PayButton({ totalCents, isTest }: { totalCents: number; isTest: boolean }) {
  const navigation = useNavigation();
  const paying = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'pay';
  return (
    <div className="space-y-3 border-t border-gold/50 pt-6">
      <input type="hidden" name="intent" value="pay" />
      <button
        type="submit"
        disabled={paying}
        className={buttonClasses('primary', 'w-full py-4 disabled:cursor-wait disabled:opacity-70')}
      >
        {paying ? 'Opening the payment page...' : `Pay ${formatUsd(totalCents)}`}
      </button>
      <p className="text-center text-sm text-muted">
        You pay on the secure payment page next; we never see your card details.
      </p>
      {isTest ? (
        <p
          className="rounded-lg border border-gold/60 bg-gold/10 px-4 py-2 text-center text-sm font-medium text-ink"
          data-testid="test-mode-note"
        >
          Test mode — no real payment is taken
        </p>
      ) : null}
    </div>
  );
}
