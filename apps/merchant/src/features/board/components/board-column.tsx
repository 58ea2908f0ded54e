import type { TBoardOrder } from '@delivery/contract/board';
import type { ReactNode } from 'react';
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
  /** Hidden below the large breakpoint unless it is the tab shown. */
  active: boolean;
  /** The header's extra control (the "Concluídos" toggle). */
  action?: ReactNode;
  collapsed?: boolean;
  children: (order: TBoardOrder) => ReactNode;
};

/** One status column: a coloured header with its count, then its cards, scrolling on its own on a desktop. */
export function BoardColumn({ column, orders, active, action, collapsed = false, children }: BoardColumnProps) {
  const waiting = column === 'new' && orders.length > 0;
  return (
    <section
      aria-labelledby={`column-${column}`}
      data-testid={`column-${column}`}
      className={`min-h-0 flex-col rounded-2xl lg:flex ${active ? 'flex' : 'hidden'} ${
        waiting ? 'bg-brand-100 ring-2 ring-brand-600' : 'bg-ink-200/60'
      } ${collapsed ? 'lg:w-60' : ''}`}
    >
      <header className={`flex items-center gap-2 rounded-t-2xl px-4 py-3 ${headers[column]}`}>
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
        {action ? <div className="ml-auto">{action}</div> : null}
      </header>
      {collapsed ? null : (
        <div className="flex-1 space-y-3 overflow-y-auto p-3">
          {orders.length === 0 ? (
            <p className="px-2 py-6 text-center text-base font-medium text-ink-600">
              {messages.board.columnEmpty[column]}
            </p>
          ) : (
            orders.map(children)
          )}
        </div>
      )}
    </section>
  );
}
