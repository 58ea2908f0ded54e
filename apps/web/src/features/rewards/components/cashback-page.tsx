import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { defaultTimeZone, locale } from '@delivery/contract/constants';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { WalletIcon } from '../../../components/catalog-icons.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { formatMoney, formatReais } from '@delivery/contract/money';
import { useCashbackBalance, useCashbackStatement } from '../api/get-cashback.ts';
import { statementRows, type StatementRow } from '../statement.ts';

// Brazil's clock, as the order screens show their dates.
const day = new Intl.DateTimeFormat(locale, {
  timeZone: defaultTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat(locale, {
  timeZone: defaultTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dayOf = (iso: string) => day.format(new Date(iso));
const timeOf = (iso: string) => time.format(new Date(iso));

/** /cashback: the balance to spend, when part of it expires, and every credit and debit. */
export function CashbackPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const balance = useCashbackBalance(token);
  const statement = useCashbackStatement(token);

  let body;
  if (balance.isPending || statement.isPending) {
    body = (
      <div role="status" className="flex flex-col items-center gap-4 py-16">
        <Spinner className="size-10" />
        <p className="text-base font-medium text-ink-700">{t('cashback.loading')}</p>
      </div>
    );
  } else if (balance.isError || statement.isError) {
    body = (
      <StatusPanel
        tone="error"
        icon={<AlertIcon className="size-7" />}
        title={t('cashback.errorTitle')}
        text={serverMessage(balance.error ?? statement.error) ?? t('cashback.errorText')}
        action={
          <Button onClick={() => void Promise.all([balance.refetch(), statement.refetch()])}>
            {t('states.retry')}
          </Button>
        }
      />
    );
  } else {
    const rows = statementRows(statement.data.entries);
    body = (
      <div className="space-y-4">
        <section
          data-testid="cashback-balance"
          aria-labelledby="balance-label"
          className="rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-lg"
        >
          <div className="flex items-center gap-3">
            <span aria-hidden="true" className="grid size-11 place-items-center rounded-full bg-white/15">
              <WalletIcon className="size-6" />
            </span>
            <h2 id="balance-label" className="text-sm font-semibold text-brand-50">
              {t('cashback.balanceLabel')}
            </h2>
          </div>
          <p data-testid="cashback-amount" className="mt-3 text-4xl font-extrabold tracking-tight tabular-nums">
            {formatReais(balance.data.balance)}
          </p>
          {balance.data.next_expiry ? (
            <p className="mt-1 text-sm text-brand-50">
              {t('cashback.nextExpiry', { day: dayOf(balance.data.next_expiry) })}
            </p>
          ) : null}
          <p className="mt-4 border-t border-white/20 pt-3 text-sm text-brand-50">{t('cashback.usageHint')}</p>
        </section>

        {rows.length === 0 ? (
          <StatusPanel
            icon={<WalletIcon className="size-7" />}
            title={t('cashback.emptyTitle')}
            text={t('cashback.emptyText')}
            action={
              <Link to="/" className={buttonClassName('primary')}>
                {t('cashback.emptyAction')}
              </Link>
            }
          />
        ) : (
          <section
            aria-labelledby="statement-title"
            className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm"
          >
            <h2 id="statement-title" className="text-lg font-extrabold tracking-tight text-ink-900">
              {t('cashback.statementTitle')}
            </h2>
            <ul className="mt-2 divide-y divide-ink-100">
              {rows.map((row) => (
                <StatementLine key={row.key} row={row} />
              ))}
            </ul>
          </section>
        )}

        <section className="rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
          <h2 className="text-base font-bold text-ink-900">{t('cashback.howTitle')}</h2>
          <p className="mt-1 text-sm text-ink-600">{t('cashback.howText')}</p>
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.cashback')}</h1>
      {body}
    </div>
  );
}

function StatementLine({ row }: { row: StatementRow }) {
  const { t } = useTranslation();
  const credit = row.amountCents > 0;
  return (
    <li data-testid="statement-row" data-kind={row.kind} className="flex items-start gap-3 py-3">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-9 shrink-0 place-items-center rounded-full text-lg font-bold ${
          credit ? 'bg-emerald-50 text-emerald-700' : 'bg-ink-100 text-ink-600'
        }`}
      >
        {credit ? '+' : '−'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-ink-900">{t(`cashback.kinds.${row.kind}`)}</p>
        <p className="text-sm text-ink-600">
          <time dateTime={row.at}>{t('cashback.when', { day: dayOf(row.at), time: timeOf(row.at) })}</time>
          {row.order ? (
            <>
              {' · '}
              <Link
                to={`/orders/${row.order.id}`}
                className="font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {t('cashback.orderLink', { number: row.order.number })}
              </Link>
            </>
          ) : null}
        </p>
        {row.expiresAt ? (
          <p className="text-xs text-ink-500">{t('cashback.validUntil', { day: dayOf(row.expiresAt) })}</p>
        ) : null}
      </div>
      <span className={`shrink-0 text-base font-bold tabular-nums ${credit ? 'text-emerald-700' : 'text-ink-700'}`}>
        {credit ? '+' : '−'}
        {formatMoney(Math.abs(row.amountCents))}
      </span>
    </li>
  );
}
