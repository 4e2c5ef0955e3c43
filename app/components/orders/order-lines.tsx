import { thumbnailSrc } from '~/lib/images';
import { formatUsd } from '~/lib/money';
import { TotalRow } from './total-row';

export interface OrderLineItem {
  title: string;
  image: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** Prices were copied when the order was made. */
export function OrderLines({ items, totalCents }: { items: OrderLineItem[]; totalCents: number }) {
  return (
    <div>
      <ul className="divide-y divide-line">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-4 py-3">
            <img
              src={thumbnailSrc(item.image)}
              alt=""
              width={56}
              height={70}
              className="h-[70px] w-14 flex-none rounded-md object-cover"
              loading="lazy"
            />
            <div className="min-w-0 flex-1">
              <p className="font-display text-lg leading-tight">{item.title}</p>
              <p className="text-sm text-muted">
                {item.quantity} × {formatUsd(item.unitPriceCents)}
              </p>
            </div>
            <p className="font-medium tabular-nums">{formatUsd(item.lineTotalCents)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-1">
        <TotalRow cents={totalCents} testId="order-total" />
      </dl>
    </div>
  );
}
