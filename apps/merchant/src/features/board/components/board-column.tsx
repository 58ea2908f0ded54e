import type { TBoardOrder } from '@delivery/contract/board';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';
import type { BoardColumn as Column } from '../board-columns.ts';

const headers: Record<Column, string> = {
  new: 'bg-brand-600 text-white',
  preparing: 'bg-amber-400 text-ink-900',
  ready: 'bg-sky-700 text-white',
  done: 'bg-ink-700 text-white',
};

type BoardColumnProps = {
  column: Column;
  orders: readonly TBoardOrder[];
  /** Shown below the large breakpoint only when it is the tab picked. */
  active: boolean;
  /** Orders are due and nobody has answered them: the column calls for attention. */
  alerting: boolean;
  /** The finished orders fold away on a desktop, where all columns share the width. */
  fold?: { folded: boolean; onToggle: () => void };
  children: (order: TBoardOrder) => ReactNode;
};

/**
 * One status column: a coloured header with its count (the phone's tabs say the same, so it is
 * shown from the large breakpoint), then its cards, scrolling on their own on a desktop.
 */
export function BoardColumn({ column, orders, active, alerting, fold, children }: BoardColumnProps) {
  const waiting = alerting;
  const folded = fold?.folded ?? false;
  const toggle = fold ? (
    <button
      type="button"
      onClick={fold.onToggle}
      aria-expanded={!folded}
      className={`hidden min-h-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-bold lg:inline-flex ${
        folded ? 'w-full border-2 border-ink-300 bg-white text-ink-900 hover:border-ink-500' : 'hover:bg-white/15'
      }`}
    >
      {folded ? messages.board.showDone : messages.board.hideDone}
      <ChevronDownIcon className={`size-4 ${folded ? '' : 'rotate-180'}`} />
    </button>
  ) : null;
  return (
    <section
      aria-labelledby={`column-${column}`}
      data-testid={`column-${column}`}
      className={`min-h-0 flex-col rounded-2xl lg:flex ${active ? 'flex' : 'hidden'} ${
        waiting ? 'bg-brand-100 lg:ring-2 lg:ring-brand-600' : 'bg-ink-200/60'
      } ${folded ? 'lg:w-56 lg:self-start' : ''}`}
    >
      <header className={`flex items-center gap-2 rounded-t-2xl px-4 py-3 max-lg:sr-only ${headers[column]}`}>
        <h2 id={`column-${column}`} className="text-lg font-black tracking-tight">
          {messages.board.columns[column]}
        </h2>
        <span
          data-testid="column-count"
          className="grid h-8 min-w-8 place-items-center rounded-full bg-white/90 px-2 text-base font-black text-ink-900 tabular-nums"
        >
          {orders.length}
        </span>
        {waiting ? (
          <span aria-hidden="true" className="relative flex size-3">
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-white opacity-75 motion-reduce:animate-none" />
            <span className="relative inline-flex size-3 rounded-full bg-white" />
          </span>
        ) : null}
        {toggle && !folded ? <div className="ml-auto">{toggle}</div> : null}
      </header>
      {folded ? <div className="p-3">{toggle}</div> : null}
      <div className={`flex-1 space-y-3 overflow-y-auto p-2 sm:p-3 ${folded ? 'lg:hidden' : ''}`}>
        {orders.length === 0 ? (
          <p className="px-2 py-6 text-center text-base font-medium text-ink-600">
            {messages.board.columnEmpty[column]}
          </p>
        ) : (
          orders.map(children)
        )}
      </div>
    </section>
  );
}
