import { formatUsd } from '~/lib/money';
import { Panel } from './panel';

export function OrderLinesPanel({
  lines,
  subtotalCents,
  totalCents,
}: {
  lines: { title: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
  subtotalCents: number;
  totalCents: number;
}) {
  return (
    <Panel title="Items">
      <table className="w-full text-sm">
        <caption className="sr-only">Items and totals</caption>
        <thead>
          <tr className="border-b border-line text-left text-xs tracking-[0.12em] text-muted uppercase">
            <th scope="col" className="py-2 pr-3 font-medium">
              Collection
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line, index) => (
            <tr key={index}>
              <td className="py-2 pr-3">
                {line.title}
                <span className="block text-xs text-muted">{formatUsd(line.unitPriceCents)} each</span>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{line.quantity}</td>
              <td className="py-2 text-right tabular-nums">{formatUsd(line.lineTotalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t border-line">
          {subtotalCents !== totalCents ? (
            <tr>
              <th scope="row" colSpan={2} className="py-2 pr-3 text-right font-normal text-muted">
                Subtotal
              </th>
              <td className="py-2 text-right tabular-nums">{formatUsd(subtotalCents)}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-3 text-right font-medium">
              Total
            </th>
            <td data-testid="order-total" className="py-2 text-right font-medium tabular-nums">
              {formatUsd(totalCents)}
            </td>
          </tr>
        </tfoot>
      </table>
    </Panel>
  );
}
