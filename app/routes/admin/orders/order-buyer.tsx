import { Panel } from './panel';

export function OrderBuyer({
  buyer,
  countryName,
}: {
  buyer: { name: string; email: string; country: string; signedIn: boolean };
  countryName: string;
}) {
  return (
    <Panel title="Buyer">
      <p className="text-ink">{buyer.name}</p>
      <p className="mt-1 break-all">
        <a href={`mailto:${buyer.email}`} className="text-rose underline-offset-4 hover:underline">
          {buyer.email}
        </a>
      </p>
      <p className="mt-1 text-sm text-muted">{countryName}</p>
      <p className="mt-3 text-xs text-muted">{buyer.signedIn ? 'Ordered while signed in' : 'Ordered as a guest'}</p>
    </Panel>
  );
}
