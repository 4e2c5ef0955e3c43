export function StatCard({
  label,
  value,
  note,
  testId,
  children,
}: {
  label: string;
  value: string;
  note: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
      <dt className="text-xs font-medium uppercase tracking-[0.16em] text-muted">{label}</dt>
      <dd className="mt-2 font-display text-4xl leading-none tabular-nums text-ink" data-testid={testId}>
        {value}
      </dd>
      <dd className="mt-3 text-sm leading-snug text-muted">{note}</dd>
      {children}
    </div>
  );
}
