import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useNow } from '../../../hooks/use-now.ts';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { useBoardOrders } from '../api/board-orders.ts';
import { useMarkKitchenOrder } from '../api/kitchen-marks.ts';
import { useBoardEvents } from '../hooks/use-board-events.ts';
import { kitchenQueue, recentlyReady } from '../kitchen-queue.ts';
import { LiveMark } from './board-toolbar.tsx';
import { KitchenTicket } from './kitchen-ticket.tsx';

/**
 * The kitchen screen (decision 0099): the orders to make, oldest first, on a dark screen read from
 * across the kitchen, live with the board's stream. A tap marks an item made, "Pronto" sends the
 * order to the counter; one said ready by mistake is called back from the strip above.
 */
export function KitchenPage({ shopId }: { shopId: number | null }) {
  const board = useBoardOrders(shopId);
  const stream = useBoardEvents(shopId);
  const now = useNow(1000);
  const screen = useRef<HTMLDivElement>(null);
  const full = useFullScreen();
  useScreenAwake();
  const queue = kitchenQueue(board.data ?? [], now);
  const recent = recentlyReady(board.data ?? [], now);
  const markOrder = useMarkKitchenOrder();
  useDocumentTitle(`${messages.kitchen.title} (${queue.length})`);

  return (
    <div ref={screen} className="flex min-h-0 flex-1 flex-col overflow-y-auto bg-ink-900 text-white">
      <div className="flex flex-wrap items-center gap-3 border-b border-ink-700 px-3 py-2 sm:px-4">
        <h1 className="text-3xl font-black tracking-tight">{messages.kitchen.title}</h1>
        <p role="status" className="text-xl font-bold text-ink-200 tabular-nums">
          {board.data ? plural(messages.kitchen.count, queue.length) : ''}
        </p>
        <LiveMark state={stream} />
        <div className="ml-auto flex items-center gap-2">
          {full.available ? (
            <button
              type="button"
              onClick={() => full.toggle(screen.current)}
              className="min-h-12 rounded-xl bg-white px-4 text-lg font-bold text-ink-900 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-400"
            >
              {full.on ? messages.kitchen.leaveFullScreen : messages.kitchen.fullScreen}
            </button>
          ) : null}
        </div>
      </div>

      {recent.length ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-ink-700 px-3 py-2 sm:px-4">
          <p className="text-lg font-semibold text-ink-200">{messages.kitchen.recall}</p>
          {recent.map((order) => (
            <button
              key={order.order_id}
              type="button"
              onClick={() => markOrder.mutate({ order_id: order.order_id, done: '0' })}
              aria-label={fill(messages.kitchen.recallOrder, { number: order.order_number })}
              className="min-h-12 rounded-xl border-2 border-emerald-500 px-4 text-lg font-black text-emerald-300 tabular-nums hover:bg-ink-800 focus-visible:outline-3 focus-visible:outline-sky-400"
            >
              ↺ {fill(messages.board.orderNumberShort, { number: order.order_number })}
            </button>
          ))}
        </div>
      ) : null}

      {board.isPending ? (
        <Loading className="flex-1 justify-center p-10" />
      ) : board.isError && !board.data ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-10 text-2xl font-bold">
          <p>{messages.kitchen.loadFailed}</p>
          <Button variant="alert" size="lg" onClick={() => void board.refetch()}>
            {messages.kitchen.retry}
          </Button>
        </div>
      ) : queue.length === 0 ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-2 p-10 text-center">
          <p className="text-3xl font-black">{messages.kitchen.empty}</p>
          <p className="text-xl text-ink-200">{messages.kitchen.emptyHint}</p>
        </div>
      ) : (
        <div className="grid items-start gap-3 p-3 sm:grid-cols-2 sm:p-4 xl:grid-cols-3 2xl:grid-cols-4">
          {queue.map((order) => (
            <KitchenTicket key={order.order_id} order={order} now={now} />
          ))}
        </div>
      )}
    </div>
  );
}

/** The screen's own full-screen mode, where the browser offers it: no panel header, no tabs. */
function useFullScreen() {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follow = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  return {
    available: typeof document !== 'undefined' && document.fullscreenEnabled === true,
    on,
    toggle: (element: HTMLElement | null) => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void element?.requestFullscreen().catch(() => undefined);
    },
  };
}

/**
 * Keeps a kitchen's tablet from dimming while the screen is open, where the browser lets it
 * (asked again when the page comes back into view, which releases the lock).
 */
function useScreenAwake() {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let gone = false;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (held) => {
          if (gone) void held.release();
          else lock = held;
        },
        () => undefined,
      );
    };
    ask();
    document.addEventListener('visibilitychange', ask);
    return () => {
      gone = true;
      document.removeEventListener('visibilitychange', ask);
      void lock?.release();
    };
  }, []);
}
