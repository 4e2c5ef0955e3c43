/** So a deployed shop can never quietly take pretend payments. */
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
