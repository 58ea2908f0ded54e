import type { TBoardOrder } from '@delivery/contract/board';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { unlockSound } from '../../../lib/chime.ts';
import { messages } from '../../../lib/messages.ts';
import { useSetAutoAccept } from '../api/auto-accept.ts';
import { useBoardOrders } from '../api/board-orders.ts';
import { boardColumns, newOrderCount, ordersByColumn, type BoardColumn as Column } from '../board-columns.ts';
import { printOnAccept } from '../board-settings.ts';
import { boardTitle } from '../board-title.ts';
import { useBoardEvents } from '../hooks/use-board-events.ts';
import { useNewOrderAlarm } from '../hooks/use-new-order-alarm.ts';
import { useAutoPrint } from '../hooks/use-auto-print.ts';
import { usePrintTicket } from '../hooks/use-print-ticket.ts';
import { useRingAnswers } from '../hooks/use-ring-answers.ts';
import type { StreamState } from '../follow-board-events.ts';
import { AcceptDialog } from './accept-dialog.tsx';
import { BoardColumn } from './board-column.tsx';
import { OrderCard, type OrderDialog } from './order-card.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { PauseControl } from './pause-control.tsx';
import { PrintTicket } from './print-ticket.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SoundButton } from './sound-button.tsx';

type BoardPageProps = {
  /** One shop, or null for every shop the person runs. */
  shopId: number | null;
  /** The one shop's automatic accept, and whether this person may change it; null on a board of several. */
  autoAccept: { on: boolean; canChange: boolean; onChanged: () => Promise<void> } | null;
  /** Cards name their shop when the board mixes several. */
  showShopNames: boolean;
  /**
   * An order to open once the board has it (a tapped notification links to it); `onOpened` is
   * told when it is open.
   */
  focusOrder?: { orderId: number; onOpened: () => void } | null;
  /** More of this device's settings, beside the board's own. */
  settings?: ReactNode;
};

/** The order board: four columns that follow the orders live, and every move of an order. */
export function BoardPage({ shopId, autoAccept, showShopNames, focusOrder = null, settings }: BoardPageProps) {
  const board = useBoardOrders(shopId);
  const stream = useBoardEvents(shopId);
  const now = useNow();
  const columns = useMemo(() => ordersByColumn(board.data ?? [], now), [board.data, now]);
  const waiting = newOrderCount(columns.new, now);
  useNewOrderAlarm(waiting);
  useRingAnswers();
  useDocumentTitle(boardTitle(waiting));
  useUnlockSoundOnFirstGesture();

  const { ticket, print } = usePrintTicket();
  const [printing] = useDeviceSetting(printOnAccept);
  useAutoPrint(board.data, printing, print);
  const [open, setOpen] = useState<{ dialog: OrderDialog; orderId: number } | null>(null);
  const [tab, setTab] = useState<Column>('new');
  const [showDone, setShowDone] = useState(false);
  // The open order as the board now has it, so a dialog follows changes made elsewhere.
  const openOrder = open ? board.data?.find((order) => order.order_id === open.orderId) : undefined;
  const show = (dialog: OrderDialog, order: TBoardOrder) => setOpen({ dialog, orderId: order.order_id });
  const close = () => setOpen(null);

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

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-center gap-2 border-b border-ink-200 bg-white px-2 py-2 sm:px-4">
        <h1 className="text-2xl font-black tracking-tight text-ink-900 max-lg:sr-only">{messages.board.title}</h1>
        <LiveMark state={stream} />
        <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
          <SoundButton />
          <PrintOnAcceptToggle />
          {settings}
          {shopId !== null && autoAccept ? <AutoAcceptControl shopId={shopId} {...autoAccept} /> : null}
          {shopId !== null ? <PauseControl shopId={shopId} now={now} /> : null}
        </div>
      </div>

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
      ) : (
        <div
          className={`grid min-h-0 flex-1 gap-3 p-2 sm:p-3 lg:overflow-hidden ${
            showDone ? 'lg:grid-cols-4' : 'lg:grid-cols-[repeat(3,minmax(0,1fr))_auto]'
          }`}
        >
          {boardColumns.map((column) => (
            <BoardColumn
              key={column}
              column={column}
              orders={columns[column]}
              active={tab === column}
              alerting={column === 'new' && waiting > 0}
              fold={
                column === 'done' ? { folded: !showDone, onToggle: () => setShowDone((shown) => !shown) } : undefined
              }
            >
              {(order) => (
                <OrderCard
                  key={order.order_id}
                  order={order}
                  now={now}
                  showShop={showShopNames}
                  onDialog={show}
                  onPrint={print}
                />
              )}
            </BoardColumn>
          ))}
        </div>
      )}

      {open && openOrder ? (
        open.dialog === 'accept' ? (
          <AcceptDialog order={openOrder} onClose={close} onPrint={print} />
        ) : open.dialog === 'reject' || open.dialog === 'cancel' ? (
          <ReasonDialog kind={open.dialog} order={openOrder} onClose={close} />
        ) : (
          <OrderDetailsDialog order={openOrder} onClose={close} onDialog={show} onPrint={print} />
        )
      ) : null}
      {ticket ? <PrintTicket order={ticket} /> : null}
    </div>
  );
}

function LiveMark({ state }: { state: StreamState }) {
  const live = state === 'live';
  return (
    <p
      data-testid="live-mark"
      data-state={state}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-bold whitespace-nowrap ${
        live ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-950'
      }`}
    >
      <span className={`size-2.5 rounded-full ${live ? 'bg-emerald-600' : 'bg-amber-600'}`} aria-hidden="true" />
      {live ? messages.board.live : messages.board.reconnecting}
    </p>
  );
}

function PrintOnAcceptToggle() {
  const [enabled, setEnabled] = useDeviceSetting(printOnAccept);
  return (
    // On a phone the accept dialog holds the same switch: the toolbar keeps to what fits one line.
    <label className="hidden min-h-12 cursor-pointer items-center gap-2 sm:inline-flex rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400">
      <input
        type="checkbox"
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
        className="size-5 accent-ink-900"
      />
      {messages.board.printOnAccept}
    </label>
  );
}

function AutoAcceptControl({
  shopId,
  on,
  canChange,
  onChanged,
}: { shopId: number } & NonNullable<BoardPageProps['autoAccept']>) {
  const change = useSetAutoAccept(shopId, onChanged);
  // What was clicked shows at once: the mutation's own state reaches the page a task later, and a
  // controlled checkbox meanwhile snaps back to the old value.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (!canChange) {
    return on ? (
      <p
        title={messages.board.autoAcceptHint}
        className="rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-950"
      >
        {messages.board.autoAcceptOn}
      </p>
    ) : null;
  }
  return (
    <label
      title={messages.board.autoAcceptHint}
      className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400"
    >
      <input
        type="checkbox"
        checked={wanted ?? on}
        disabled={wanted !== null}
        aria-label={messages.board.autoAccept}
        onChange={(event) => {
          setWanted(event.target.checked);
          change.mutate(event.target.checked, { onSettled: () => setWanted(null) });
        }}
        className="size-5 accent-ink-900"
      />
      {/* A phone's toolbar fits two lines with the shorter name. */}
      <span className="sm:hidden">{messages.board.autoAcceptOn}</span>
      <span className="max-sm:hidden">{messages.board.autoAccept}</span>
    </label>
  );
}

/** Browsers allow sound after a gesture: the first click or key anywhere turns the chime on. */
function useUnlockSoundOnFirstGesture() {
  useEffect(() => {
    const options = { once: true, capture: true } as const;
    document.addEventListener('pointerdown', unlockSound, options);
    document.addEventListener('keydown', unlockSound, options);
    return () => {
      document.removeEventListener('pointerdown', unlockSound, options);
      document.removeEventListener('keydown', unlockSound, options);
    };
  }, []);
}
