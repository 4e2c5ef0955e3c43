export function DashboardPanel({
  id,
  title,
  note,
  children,
  className = '',
}: {
  id: string;
  title: string;
  note?: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-6 ${className}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={id} className="text-2xl">
          {title}
        </h2>
        {note ? <p className="text-xs text-muted">{note}</p> : null}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}
