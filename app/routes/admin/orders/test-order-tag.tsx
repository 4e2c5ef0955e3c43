export function TestOrderTag() {
  return (
    <span
      title="Test mode — no real payment was taken"
      className="rounded border border-gold/60 px-1.5 py-0.5 text-[0.65rem] font-semibold tracking-[0.14em] text-ink uppercase"
    >
      Test
    </span>
  );
}
