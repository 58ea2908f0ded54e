import type { TBoardOrder } from '@delivery/contract/board';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PrintSheets } from '../../../components/print-sheets.tsx';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { unlockSound } from '../../../lib/chime.ts';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { printerSettings } from '../../../lib/printer/printer-settings.ts';
import { useBoardOrders } from '../api/board-orders.ts';
import { boardColumns, newOrderCount, ordersByColumn, type BoardColumn as Column } from '../board-columns.ts';
import { matchesSearch } from '../board-search.ts';
import { mayRefundPart, type StaffShops } from '../refund-part.ts';
import { compactBoard, printOnAccept } from '../board-settings.ts';
import { boardTitle } from '../board-title.ts';
import { useBoardEvents } from '../hooks/use-board-events.ts';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm.ts';
import { useAutoPrint } from '../hooks/use-auto-print.ts';
import { usePrintTicket } from '../hooks/use-print-ticket.ts';
import { useRingAnswers } from '../hooks/use-ring-answers.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { BoardColumn } from './board-column.tsx';
import { BoardToolbar, type AutoAccept } from './board-toolbar.tsx';
import { CompactOrderRow } from './compact-order-row.tsx';
import { DelayDialog } from './delay-dialog.tsx';
import { OrderCard, type OrderDialog } from './order-card.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { RefundDialog } from './refund-dialog.tsx';

type BoardPageProps = {
  /** One shop, or null for every shop the person runs. */
  shopId: number | null;
  /** The one shop's automatic accept, and whether this person may change it; null on a board of several. */
  autoAccept: AutoAccept | null;
  /** Cards name their shop when the board mixes several. */
  showShopNames: boolean;
  /**
   * The shops the person runs, with their role in each: an owner's or an operator's orders offer
   * the owner's moves ("Estornar valor"). None given: none offered.
   */
  staffShops?: StaffShops;
  /**
   * An order to open once the board has it (a tapped notification links to it); `onOpened` is
   * told when it is open.
   */
  focusOrder?: { orderId: number; onOpened: () => void } | null;
  /** More of this device's settings, beside the board's own. */
  settings?: ReactNode;
  /** One of them does not work as set (alerts turned on but blocked): its button says so. */
  settingsAttention?: boolean;
};

/**
 * The order board: four columns that follow the orders live, and every move of an order. On a
 * busy evening, a compact view (one line per order) and a search narrow it; the alarm and the
 * tab's title still count every new order, found or not.
 */
export function BoardPage({
  shopId,
  autoAccept,
  showShopNames,
  staffShops = [],
  focusOrder = null,
  settings,
  settingsAttention = false,
}: BoardPageProps) {
  const board = useBoardOrders(shopId);
  const stream = useBoardEvents(shopId);
  const now = useNow();
  const [query, setQuery] = useState('');
  const [compact] = useDeviceSetting(compactBoard);
  const everyOrder = useMemo(() => ordersByColumn(board.data ?? [], now), [board.data, now]);
  const columns = useMemo(
    () =>
      query.trim()
        ? ordersByColumn(
            (board.data ?? []).filter((o) => matchesSearch(o, query)),
            now,
          )
        : everyOrder,
    [board.data, now, query, everyOrder],
  );
  const waiting = newOrderCount(everyOrder.new, now);
  useNewOrderAlarm(waiting);
  useRingAnswers();
  useDocumentTitle(boardTitle(waiting));
  useUnlockSoundOnFirstGesture();

  const { sheets, print } = usePrintTicket();
  const [{ paper }] = useDeviceSetting(printerSettings);
  const [printing] = useDeviceSetting(printOnAccept);
  useAutoPrint(board.data, printing, print);
  const [open, setOpen] = useState<{ dialog: OrderDialog; orderId: number } | null>(null);
  const [tab, setTab] = useState<Column>('new');
  const [showDone, setShowDone] = useState(false);
  // The open order as the board now has it, so a dialog follows changes made elsewhere.
  const openOrder = open ? board.data?.find((order) => order.order_id === open.orderId) : undefined;
  const show = (dialog: OrderDialog, order: TBoardOrder) => setOpen({ dialog, orderId: order.order_id });
  const close = () => setOpen(null);
  const mayRefund = (order: TBoardOrder) => mayRefundPart(order, staffShops);
  const found = boardColumns.reduce((sum, column) => sum + columns[column].length, 0);

  // The order a notification named: its details once the board has it (set while rendering, as
  // React advises for state that follows a prop), then the address forgets it. Just placed, it may
  // not be in the last read: the board reads again rather than wait for its stream.
  const focusId = focusOrder?.orderId;
  const onFocused = focusOrder?.onOpened;
  const focusShown = focusId !== undefined && board.data?.some((order) => order.order_id === focusId);
  const [focused, setFocused] = useState<number | null>(null);
  if (focusId === undefined && focused !== null) setFocused(null);
  if (focusId !== undefined && focusShown && focused !== focusId) {
    setFocused(focusId);
    setOpen({ dialog: 'details', orderId: focusId });
  }
  const { refetch } = board;
  const lookAgain = focusId !== undefined && board.data !== undefined && !focusShown;
  useEffect(() => {
    if (lookAgain) void refetch();
  }, [lookAgain, refetch]);
  useEffect(() => {
    if (focused !== null && focused === focusId) onFocused?.();
  }, [focused, focusId, onFocused]);

  const boardColumn = (column: Column) => (
    <BoardColumn
      key={column}
      column={column}
      orders={columns[column]}
      active={tab === column}
      alerting={column === 'new' && waiting > 0}
      fold={column === 'done' ? { folded: !showDone, onToggle: () => setShowDone((shown) => !shown) } : undefined}
      emptyText={query.trim() ? messages.board.searchEmpty : messages.board.columnEmpty[column]}
      compact={compact}
    >
      {(order) =>
        compact ? (
          <CompactOrderRow key={order.order_id} order={order} now={now} onDialog={show} />
        ) : (
          <OrderCard
            key={order.order_id}
            order={order}
            now={now}
            showShop={showShopNames}
            mayRefund={mayRefund(order)}
            onDialog={show}
            onPrint={print}
          />
        )
      }
    </BoardColumn>
  );

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <BoardToolbar
        stream={stream}
        shopId={shopId}
        autoAccept={autoAccept}
        now={now}
        query={query}
        onQuery={setQuery}
        settings={settings}
        settingsAttention={settingsAttention}
      />
      <p role="status" className="sr-only">
        {query.trim() ? plural(messages.board.searchFound, found) : ''}
      </p>
      <ProblemsBanner orders={board.data ?? []} onOpen={(order) => show('details', order)} />

      <nav aria-label={messages.board.title} className="grid grid-cols-4 gap-1 bg-white p-2 shadow-sm lg:hidden">
        {boardColumns.map((column) => (
          <button
            key={column}
            type="button"
            aria-pressed={tab === column}
            onClick={() => setTab(column)}
            className={`flex min-h-14 flex-col items-center justify-center rounded-xl px-1 text-xs leading-tight font-bold aria-pressed:bg-ink-900 aria-pressed:text-white ${
              column === 'new' && waiting > 0 ? 'bg-brand-600 text-white' : 'bg-ink-100 text-ink-900'
            }`}
          >
            <span className="text-lg font-black tabular-nums">{columns[column].length}</span>
            <span className="line-clamp-1">{messages.board.columns[column].split(' / ')[0]}</span>
          </button>
        ))}
      </nav>

      {board.isPending ? (
        <Loading className="flex-1 justify-center p-10" />
      ) : board.isError && !board.data ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-10 text-lg font-semibold">
          <p>{messages.board.loadFailed}</p>
          <Button onClick={() => void board.refetch()}>{messages.board.retry}</Button>
        </div>
      ) : compact ? (
        // Newspaper columns: the list runs down the first and on into the next, so 30 orders fit a tablet.
        <div className="min-h-0 flex-1 overflow-y-auto p-2 sm:p-3">
          <div className="gap-3 lg:columns-3 2xl:columns-4">{boardColumns.map(boardColumn)}</div>
        </div>
      ) : (
        <div
          className={`grid min-h-0 flex-1 gap-3 p-2 sm:p-3 lg:overflow-hidden ${
            showDone ? 'lg:grid-cols-4' : 'lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]'
          }`}
        >
          {boardColumns.map(boardColumn)}
        </div>
      )}

      {open && openOrder ? (
        open.dialog === 'accept' ? (
          <AcceptDialog order={openOrder} onClose={close} onPrint={print} />
        ) : open.dialog === 'reject' || open.dialog === 'cancel' ? (
          <ReasonDialog kind={open.dialog} order={openOrder} onClose={close} />
        ) : open.dialog === 'refund' ? (
          <RefundDialog order={openOrder} onClose={close} />
        ) : open.dialog === 'delay' ? (
          <DelayDialog order={openOrder} onClose={close} />
        ) : (
          <OrderDetailsDialog
            order={openOrder}
            mayRefund={mayRefund(openOrder)}
            onClose={close}
            onDialog={show}
            onPrint={print}
          />
        )
      ) : null}
      {sheets.length > 0 ? <PrintSheets tickets={sheets} paper={paper} /> : null}
    </div>
  );
}

/**
 * Browsers allow sound after a gesture: the first click or key anywhere turns the chime on. On
 * the click, not the press: "Ativar som" then becomes the narrower "Som ativado", and the
 * toolbar reflowing between a finger's press and its release sent the release elsewhere, so the
 * shift's first tap on a button of the toolbar's second row was lost.
 */
function useUnlockSoundOnFirstGesture() {
  useEffect(() => {
    const options = { once: true, capture: true } as const;
    document.addEventListener('click', unlockSound, options);
    document.addEventListener('keydown', unlockSound, options);
    return () => {
      document.removeEventListener('click', unlockSound, options);
      document.removeEventListener('keydown', unlockSound, options);
    };
  }, []);
}

/**
 * The orders whose customer reported a problem the shop has not answered: a strip above the
 * columns, each opening its order, since a delivered order sits in the hidden finished column.
 */
function ProblemsBanner({ orders, onOpen }: { orders: TBoardOrder[]; onOpen: (order: TBoardOrder) => void }) {
  const reported = orders.filter((order) => order.problem && !order.problem.answer);
  if (reported.length === 0) return null;
  return (
    <div
      data-testid="problems-banner"
      className="flex flex-wrap items-center gap-2 bg-brand-600 px-3 py-2 text-white sm:px-4"
    >
      <p className="text-base font-bold">{plural(messages.problem.banner, reported.length)}</p>
      {reported.map((order) => (
        <button
          key={order.order_id}
          type="button"
          onClick={() => onOpen(order)}
          className="min-h-10 rounded-lg bg-white px-3 text-sm font-bold text-brand-800 focus-visible:outline-3 focus-visible:outline-sky-300"
        >
          {fill(messages.problem.open, { number: order.order_number })}
        </button>
      ))}
    </div>
  );
}
