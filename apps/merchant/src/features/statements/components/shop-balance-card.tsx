import { formatReais } from '@delivery/contract/money';
import type { TShopBalancesResponse, TStatement } from '@delivery/contract/statements';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons.tsx';
import { fill } from '../../../lib/messages.ts';
import { shopPageLink } from '../../../lib/shop-link.ts';
import { statementLink } from '../statement-link.ts';
import { balanceTone, balanceWords, formatPeriod, toneClass } from '../statement-format.ts';
import { statementMessages } from '../statement-messages.ts';

const text = statementMessages;

type ShopBalanceCardProps = {
  shop: TShopBalancesResponse['shops'][number];
  onMarkPaid: (statement: TStatement) => void;
};

const linkClass =
  'inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-base font-bold whitespace-nowrap text-ink-900 underline decoration-2 underline-offset-4 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600';

/**
 * A shop's money with the marketplace: its period now, what is closed and unpaid, and the sum due.
 * Each period's days are read in the time zone its statement carries: the shop's.
 */
export function ShopBalanceCard({ shop, onMarkPaid }: ShopBalanceCardProps) {
  const dueTone = balanceTone(shop.due);
  return (
    <li data-testid="shop-balance" className="min-w-0 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <h3 className="min-w-0 text-xl font-black tracking-tight text-ink-900">{shop.name}</h3>
        <Link to={shopPageLink('/vendas/financeiro', shop.shop_id)} className={`${linkClass} -mr-2`}>
          {text.shopStatements}
          <ChevronDownIcon className="size-5 -rotate-90" />
        </Link>
      </div>

      <div className="mt-2 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl bg-ink-50 px-3 py-2">
        {shop.open ? (
          <>
            <p className="text-base text-ink-800">
              {fill(text.balances.current, { period: formatPeriod(shop.open, shop.open.time_zone) })}:{' '}
              <BalanceText statement={shop.open} />
            </p>
            <Link to={statementLink(shop.open.statement_id, 'balances')} className={linkClass}>
              {text.open}
            </Link>
          </>
        ) : (
          <p className="text-base text-ink-700">{text.balances.noCurrent}</p>
        )}
      </div>

      {shop.unpaid.length === 0 ? (
        <p className="mt-3 text-base font-semibold text-ink-600">{text.balances.nothingDue}</p>
      ) : (
        <>
          <p data-testid="shop-due" className={`mt-3 text-lg font-black ${toneClass[dueTone]}`}>
            {fill(text.balances.due, { amount: formatReais(Math.abs(shop.due)) })}
            {dueTone === 'settled' ? null : (
              <span className="font-semibold">
                {' '}
                · {dueTone === 'receive' ? text.balances.dueReceive : text.balances.duePay}
              </span>
            )}
          </p>
          <ul aria-label={text.balances.unpaid} className="mt-2 divide-y divide-ink-100 border-t border-ink-100">
            {shop.unpaid.map((statement) => (
              <li
                key={statement.statement_id}
                data-testid="unpaid-statement"
                className="flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5"
              >
                <p className="min-w-0 flex-1 text-base">
                  <span className="font-bold text-ink-900">{formatPeriod(statement, statement.time_zone)}</span>
                  <span className="block sm:ml-3 sm:inline">
                    <BalanceText statement={statement} />
                  </span>
                </p>
                <div className="flex flex-wrap gap-2 max-sm:w-full">
                  <Link
                    to={statementLink(statement.statement_id, 'balances')}
                    className={`${linkClass} justify-center`}
                  >
                    {text.open}
                  </Link>
                  <Button
                    variant="accept"
                    onClick={() => onMarkPaid(statement)}
                    className="whitespace-nowrap max-sm:flex-1"
                  >
                    <CheckIcon />
                    {text.markPaid.action}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/** The balance in the operator's words: the shop is the one that receives or pays. */
function BalanceText({ statement }: { statement: TStatement }) {
  const { tone, amount } = balanceWords(statement.figures.balance);
  const label = { receive: text.balances.shopReceives, pay: text.balances.shopPays, settled: text.balance.settled }[
    tone
  ];
  return (
    <span className={`font-black whitespace-nowrap tabular-nums ${toneClass[tone]}`}>
      {label} {amount}
    </span>
  );
}
