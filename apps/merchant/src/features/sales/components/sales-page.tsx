import type { TStaffShop } from '@delivery/contract/staff';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ChartIcon, DownloadIcon, RefreshIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { serverMessage } from '@delivery/client/api-error';
import { formatClock } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useSalesSummary } from '../api/sales-summary.ts';
import { formatRange } from '../sales-format.ts';
import { useSalesExport } from '../api/sales-export.ts';
import { calendarOf, periodParams, rangeOf, readPeriod, todayIn, type PeriodChoice } from '../sales-range.ts';
import { CancellationList } from './cancellation-list.tsx';
import { RefundSummary } from './refund-summary.tsx';
import { PaymentTable } from './payment-table.tsx';
import { PeriodPicker } from './period-picker.tsx';
import { SalesChart } from './sales-chart.tsx';
import { SummaryCards } from './summary-cards.tsx';

type SalesPageProps = {
  /** The shops whose numbers this person may see (owner or operator). */
  shops: readonly TStaffShop[];
  /** One of them, or null for all of them. */
  shopId: number | null;
};

const text = messages.sales;

/** The shop's numbers for a period: totals, when orders came, how they were paid, why some were cancelled. */
export function SalesPage({ shops, shopId }: SalesPageProps) {
  useDocumentTitle(`${text.title} · ${messages.app.title}`);
  const [params, setParams] = useSearchParams();
  const choice = readPeriod(params);
  // Ticks each minute, so "Hoje" turns to the new day at the shop's midnight.
  const now = useNow(60_000);
  const today = todayIn(calendarOf(shops, shopId), now);
  const range = rangeOf(choice, today);
  const sales = useSalesSummary(shopId, range, today);
  const exporting = useSalesExport(shopId, range);
  const choose = (next: PeriodChoice) => setParams(periodParams(next), { replace: true });
  const where =
    shopId !== null
      ? shops.find((shop) => shop.shop_id === shopId)?.name
      : shops.length === 1
        ? shops[0]?.name
        : text.allShops;

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-3xl font-black tracking-tight text-ink-900">{text.title}</h1>
          <p className="mt-1 text-base text-ink-700">
            <span className="font-bold text-ink-900">{where}</span> · {formatRange(range)}
          </p>
        </div>
        {sales.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-ink-600">
              {fill(text.updatedAt, { time: formatClock(new Date(sales.dataUpdatedAt)) })}
            </p>
            <Button variant="secondary" busy={sales.isFetching} onClick={() => void sales.refetch()}>
              {sales.isFetching ? null : <RefreshIcon />}
              {text.refresh}
            </Button>
            {sales.data.orders > 0 ? (
              <Button variant="secondary" busy={exporting.isPending} onClick={() => exporting.mutate()}>
                {exporting.isPending ? null : <DownloadIcon />}
                {text.exportCsv}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>

      <div className="mt-4">
        <PeriodPicker key={choice.preset} choice={choice} range={range} today={today} onChoose={choose} />
      </div>

      {sales.isPending ? (
        <Loading className="justify-center p-12" />
      ) : !sales.data ? (
        <div
          role="alert"
          className="mt-4 flex flex-col items-center gap-3 rounded-2xl bg-white p-8 text-center text-lg font-semibold shadow-sm"
        >
          <p>{text.loadFailed}</p>
          {serverMessage(sales.error) ? <p className="text-base text-ink-700">{serverMessage(sales.error)}</p> : null}
          <Button onClick={() => void sales.refetch()}>{messages.board.retry}</Button>
        </div>
      ) : (
        <div
          aria-busy={sales.isPlaceholderData || undefined}
          className={`mt-4 space-y-4 transition-opacity ${sales.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          {sales.isError ? <FieldError>{serverMessage(sales.error) ?? text.loadFailed}</FieldError> : null}
          {sales.data.orders === 0 ? (
            <div className="flex flex-col items-center gap-3 rounded-2xl bg-white px-6 py-14 text-center shadow-sm">
              <span className="grid size-14 place-items-center rounded-full bg-ink-100 text-ink-600">
                <ChartIcon className="size-7" />
              </span>
              <p className="text-xl font-black text-ink-900">{text.empty}</p>
              <p className="max-w-md text-base text-ink-700">{text.emptyHint}</p>
            </div>
          ) : (
            <>
              <SummaryCards summary={sales.data} />
              <SalesChart summary={sales.data} />
              <div className="grid gap-4 lg:grid-cols-2">
                <PaymentTable summary={sales.data} />
                <CancellationList summary={sales.data} />
              </div>
              <RefundSummary summary={sales.data} />
            </>
          )}
        </div>
      )}
    </main>
  );
}
