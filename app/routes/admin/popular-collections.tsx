export interface PopularCollectionRow {
  collectionId: number;
  title: string;
  units: number;
}

export function PopularCollections({ collections }: { collections: PopularCollectionRow[] }) {
  if (!collections.length) return <p className="py-6 text-center text-muted">No sales yet</p>;
  const most = Math.max(...collections.map((c) => c.units));
  return (
    <ol className="space-y-4">
      {collections.map((collection, index) => (
        <li key={collection.collectionId} data-testid="popular-collection">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-ink">
              <span className="mr-2 font-display text-lg text-gold">{index + 1}</span>
              {collection.title}
            </span>
            <span className="whitespace-nowrap tabular-nums text-muted">
              {collection.units} {collection.units === 1 ? 'unit' : 'units'}
            </span>
          </div>
          <div aria-hidden="true" className="mt-1.5 h-1.5 rounded-full bg-cream">
            <div className="h-1.5 rounded-full bg-rose/70" style={{ width: `${(collection.units / most) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
