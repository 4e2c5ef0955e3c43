import { Link } from '@remix-run/react';
import type { OrderMove } from '~/.server/orders/status-moves';
import { buttonClasses } from '~/components/ui/button-link';
import { Panel } from './panel';
import { VersionForm } from './version-form';
import { adminOrderPath } from '~/lib/admin-paths';

/** Cancel and Refund open a confirmation page first. */
export function OrderNextSteps({ number, version, moves }: { number: string; version: number; moves: OrderMove[] }) {
  const start = moves.includes('start');
  const cancel = moves.includes('cancel');
  const refund = moves.includes('refund');
  return (
    <Panel title="Next steps">
      {start || cancel || refund ? (
        <div className="flex flex-col gap-3">
          {start ? <VersionForm formKey="start" intent="start" version={version} label="Start work" /> : null}
          {cancel ? (
            <Link
              to={`${adminOrderPath(number)}?confirm=cancel`}
              className={buttonClasses('outline', 'w-full sm:w-auto')}
            >
              Cancel order
            </Link>
          ) : null}
          {refund ? (
            <Link
              to={`${adminOrderPath(number)}?confirm=refund`}
              className={buttonClasses('outline', 'w-full sm:w-auto')}
            >
              Refund
            </Link>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted">Nothing more to do with this order.</p>
      )}
    </Panel>
  );
}
