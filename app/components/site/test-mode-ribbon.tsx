/**
 * Shown on every page while the built-in test payment provider is active, so a deployed shop
 * can never quietly take pretend payments: docs/operations.md says how to switch to Stripe.
 */
export function TestModeRibbon() {
  return (
    <aside
      aria-label="Test mode"
      className="bg-ink px-4 py-1.5 text-center text-xs font-medium uppercase tracking-[0.18em] text-paper"
      data-testid="test-mode-ribbon"
    >
      Test mode — no real payments
    </aside>
  );
}
