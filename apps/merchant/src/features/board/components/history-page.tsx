import type { TBoardOrder } from '@delivery/contract/board';
import { orderStatuses, type TOrderStatus } from '@delivery/contract/order-status';
import type { TStaffShop } from '@delivery/contract/staff';
import { formatReais } from '@delivery/contract/money';
import { serverMessage } from '@delivery/client/api-error';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PrintSheets } from '../../../components/print-sheets.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { ShopPageHeader } from '../../../components/shop-page-header.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { printerSettings } from '../../../lib/printer/printer-settings.ts';
import { useOrderHistory, type HistoryFilters } from '../api/order-history.ts';
import { usePrintTicket } from '../hooks/use-print-ticket.ts';
import { OrderDetailsDialog } from './order-details-dialog.tsx';

type Draft = { q: string; status: TOrderStatus | ''; from: string; to: string };
const emptyDraft: Draft = { q: '', status: '', from: '', to: '' };

/** The filters as the call takes them: what was left blank is not sent. */
const filtersOf = (shopId: number, draft: Draft): HistoryFilters => ({
  shop_id: shopId,
  ...(draft.q.trim() ? { q: draft.q.trim() } : {}),
  ...(draft.status ? { status: draft.status } : {}),
  ...(draft.from ? { from: draft.from } : {}),
  ...(draft.to ? { to: draft.to } : {}),
});

/**
 * "Histórico de pedidos": every order of a shop, beyond the board's 12 hours, found by its number,
 * the customer's name or phone, its status and the days; each opens with its whole detail and
 * timeline, and prints again.
 */
export function HistoryPage({ shops, shopId }: { shops: readonly TStaffShop[]; shopId: number | null }) {
  useDocumentTitle(`${messages.history.title} · ${messages.app.title}`);
  const [picked, setPicked] = useState(() => shops.find((shop) => shop.shop_id === shopId) ?? shops[0]);
  if (!picked) return null;
  return (
    <main className="mx-auto w-full max-w-5xl flex-1 p-4 sm:p-6">
      <ShopPageHeader
        title={messages.history.title}
        lead={fill(messages.history.lead, { shop: picked.name })}
        shops={shops}
        picked={picked}
        onPick={setPicked}
      />
      <ShopHistory key={picked.shop_id} shopId={picked.shop_id} />
    </main>
  );
}

function ShopHistory({ shopId }: { shopId: number }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [filters, setFilters] = useState<HistoryFilters>(() => filtersOf(shopId, emptyDraft));
  const [open, setOpen] = useState<TBoardOrder | null>(null);
  const history = useOrderHistory(filters);
  const { sheets, print } = usePrintTicket();
  const [{ paper }] = useDeviceSetting(printerSettings);
  const texts = messages.history;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(filtersOf(shopId, draft));
  };
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const orders = history.data?.pages.flatMap((page) => page.orders) ?? [];

  return (
    <>
      <form
        onSubmit={submit}
        role="search"
        className="mt-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
      >
        <TextField
          label={texts.search}
          type="search"
          value={draft.q}
          maxLength={60}
          onValueChange={(q) => change({ q })}
          autoComplete="off"
        />
        <SelectField
          label={texts.status}
          value={draft.status}
          options={[
            { value: '', label: texts.anyStatus },
            ...orderStatuses.map((status) => ({ value: status, label: messages.status[status] })),
          ]}
          onValueChange={(status) => change({ status: orderStatuses.find((one) => one === status) ?? '' })}
        />
        <TextField label={texts.from} type="date" value={draft.from} onValueChange={(from) => change({ from })} />
        <TextField label={texts.to} type="date" value={draft.to} onValueChange={(to) => change({ to })} />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit" size="lg" className="flex-1" busy={history.isFetching && !history.isFetchingNextPage}>
            {texts.submit}
          </Button>
          <Button
            variant="ghost"
            size="lg"
            onClick={() => {
              setDraft(emptyDraft);
              setFilters(filtersOf(shopId, emptyDraft));
            }}
          >
            {texts.clear}
          </Button>
        </div>
      </form>

      {history.isPending ? (
        <Loading className="p-6" />
      ) : history.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <FieldError>{serverMessage(history.error) ?? texts.loadFailed}</FieldError>
          <Button variant="secondary" onClick={() => void history.refetch()}>
            {texts.retry}
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{texts.empty}</p>
      ) : (
        <>
          <p role="status" className="mt-5 text-sm font-bold text-ink-700">
            {history.hasNextPage ? fill(texts.countMore, { count: orders.length }) : plural(texts.count, orders.length)}
          </p>
          <ul className="mt-2 divide-y divide-ink-100 overflow-hidden rounded-2xl bg-white shadow-sm">
            {orders.map((order) => (
              <li key={order.order_id}>
                <HistoryRow order={order} onOpen={() => setOpen(order)} />
              </li>
            ))}
          </ul>
          {history.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                busy={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {texts.more}
              </Button>
            </div>
          ) : null}
        </>
      )}

      {open ? (
        <OrderDetailsDialog order={open} mayRefund={false} onClose={() => setOpen(null)} onPrint={print} />
      ) : null}
      {sheets.length > 0 ? <PrintSheets tickets={sheets} paper={paper} /> : null}
    </>
  );
}

const statusTone: Partial<Record<TOrderStatus, string>> = {
  cancelled: 'bg-brand-50 text-brand-800',
  delivered: 'bg-emerald-100 text-emerald-900',
  picked_up: 'bg-emerald-100 text-emerald-900',
};

/** One order, a line: its number, when, who, how it ended and how much; the whole row opens it. */
function HistoryRow({ order, onOpen }: { order: TBoardOrder; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="history-order"
      data-order-id={order.order_id}
      className="grid w-full grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 px-4 py-3 text-left hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-sky-600 sm:grid-cols-[5rem_10rem_minmax(0,1fr)_auto_7rem]"
    >
      <span className="text-lg font-black text-ink-900">
        {fill(messages.board.orderNumberShort, { number: order.order_number })}
      </span>
      <span className="text-sm font-semibold text-ink-600 tabular-nums max-sm:order-last max-sm:col-span-2">
        {formatDateTime(order.placed_at)}
      </span>
      <span className="truncate text-base font-bold text-ink-900">{order.customer.name}</span>
      <span
        className={`rounded-full px-2.5 py-1 text-sm font-bold max-sm:order-last max-sm:justify-self-end sm:justify-self-start ${
          statusTone[order.status] ?? 'bg-ink-100 text-ink-900'
        }`}
      >
        {messages.status[order.status]}
      </span>
      <span className="text-right text-base font-bold text-ink-900 tabular-nums">
        {formatReais(order.totals.order_total)}
      </span>
    </button>
  );
}
