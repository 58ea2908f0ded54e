import { serverMessage } from '@delivery/client/api-error';
import { formatReais } from '@delivery/contract/money';
import { toCents, toReais } from '@delivery/contract/pricing';
import type { TShopBalancesResponse, TStatement } from '@delivery/contract/statements';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { plural } from '../../../lib/messages.ts';
import { useShopBalances } from '../api/shop-balances.ts';
import { statementMessages } from '../statement-messages.ts';
import { MarkPaidDialog } from './mark-paid-dialog.tsx';
import { ShopBalanceCard } from './shop-balance-card.tsx';

const text = statementMessages.balances;

/**
 * Every shop's money with the marketplace, for its operators: the period running now and the
 * closed statements waiting for their transfer, each marked paid from here.
 */
export function ShopBalances() {
  const balances = useShopBalances();
  const [marking, setMarking] = useState<TStatement | null>(null);
  if (balances.isPending) return <Loading className="justify-center p-12" />;
  if (balances.isError) {
    return (
      <div className="mt-4 flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center shadow-sm">
        <FieldError>{serverMessage(balances.error) ?? text.loadFailed}</FieldError>
        {serverMessage(balances.error) === null ? (
          <Button variant="secondary" onClick={() => void balances.refetch()}>
            {statementMessages.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  if (balances.data.length === 0) {
    return <p className="mt-6 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{text.empty}</p>;
  }
  return (
    <>
      <Totals shops={balances.data} />
      <ul className="mt-6 grid gap-3">
        {balances.data.map((shop) => (
          <ShopBalanceCard key={shop.shop_id} shop={shop} onMarkPaid={setMarking} />
        ))}
      </ul>
      {marking ? <MarkPaidDialog statement={marking} onClose={() => setMarking(null)} /> : null}
    </>
  );
}

/** What the closed statements add up to each way: each is settled by a transfer of its own. */
function Totals({ shops }: { shops: TShopBalancesResponse['shops'] }) {
  const unpaid = shops.flatMap((shop) => shop.unpaid);
  const toShops = unpaid.filter((statement) => statement.figures.balance > 0);
  const fromShops = unpaid.filter((statement) => statement.figures.balance < 0);
  const sum = (statements: TStatement[]) =>
    toReais(statements.reduce((cents, statement) => cents + toCents(statement.figures.balance), 0));
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-2">
      <Total testId="balances-to-shops" label={text.marketplacePays} value={sum(toShops)} count={toShops.length} />
      <Total testId="balances-from-shops" label={text.shopsPay} value={-sum(fromShops)} count={fromShops.length} />
    </dl>
  );
}

function Total({ testId, label, value, count }: { testId: string; label: string; value: number; count: number }) {
  return (
    <div className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <dt className="text-base font-bold text-ink-700">{label}</dt>
      <dd data-testid={testId} className="mt-1 text-3xl font-black tracking-tight text-ink-900 tabular-nums">
        {formatReais(value)}
      </dd>
      <dd className="mt-1 text-sm text-ink-600">{plural(text.dueCount, count)}</dd>
    </div>
  );
}
