import type { TBoardOrder } from '@delivery/contract/board';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';
import type { BoardColumn as Column } from '../board-columns.ts';

/** Each column's colour, on its header in both views. */
export const columnHeaders: Record<Column, string> = {
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
  /** What an empty column says: nothing of its kind, or nothing found by the search. */
  emptyText: string;
  /**
   * One line per order (the compact view): the column is a section of a list that flows down the
   * page in newspaper columns, rather than a column of its own that scrolls.
   */
  compact: boolean;
  children: (order: TBoardOrder) => ReactNode;
};

/**
 * One status column: a coloured header with its count (the phone's tabs say the same, so it is
 * shown from the large breakpoint), then its cards, scrolling on their own on a desktop, or its
 * rows in the compact view.
 */
export function BoardColumn({
  column,
  orders,
  active,
  alerting,
  fold,
  emptyText,
  compact,
  children,
}: BoardColumnProps) {
  const waiting = alerting;
  const folded = fold?.folded ?? false;
  // A folded column of cards is a button the width of the column; a compact one keeps its header.
  const toggleInHeader = compact || !folded;
  const toggle = fold ? (
    <button
      type="button"
      onClick={fold.onToggle}
      aria-expanded={!folded}
      // A compact column is a third of a tablet: its header has room for the short word only.
      aria-label={folded && compact ? messages.board.showDone : undefined}
      className={`hidden min-h-11 items-center justify-center gap-1 rounded-lg px-3 text-sm font-bold lg:inline-flex ${
        toggleInHeader
          ? 'hover:bg-white/15'
          : 'w-full border-2 border-ink-300 bg-white text-ink-900 hover:border-ink-500'
      }`}
    >
      {folded ? (compact ? messages.board.showDoneShort : messages.board.showDone) : messages.board.hideDone}
      <ChevronDownIcon className={`size-4 ${folded ? '' : 'rotate-180'}`} />
    </button>
  ) : null;
  const shown = active ? (compact ? 'block' : 'flex') : 'hidden';
  return (
    <section
      aria-labelledby={`column-${column}`}
      data-testid={`column-${column}`}
      className={`${shown} ${
        compact
          ? 'mb-3 rounded-xl lg:block'
          : `min-h-0 flex-col rounded-2xl lg:flex ${folded ? 'lg:w-56 lg:self-start' : ''}`
      } ${waiting ? 'bg-brand-100 lg:ring-2 lg:ring-brand-600' : 'bg-ink-200/60'}`}
    >
      <header
        className={`flex items-center gap-2 max-lg:sr-only ${
          compact ? 'min-h-12 break-after-avoid rounded-t-xl px-3 py-1' : 'rounded-t-2xl px-4 py-3'
        } ${folded && compact ? 'rounded-b-xl' : ''} ${columnHeaders[column]}`}
      >
        <h2 id={`column-${column}`} className={`${compact ? 'text-base' : 'text-lg'} font-black tracking-tight`}>
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
        {toggle && toggleInHeader ? <div className="ml-auto">{toggle}</div> : null}
      </header>
      {toggle && !toggleInHeader ? <div className="p-3">{toggle}</div> : null}
      {orders.length === 0 ? (
        <p
          className={`px-2 text-center font-medium text-ink-600 ${compact ? 'py-3 text-sm' : 'py-6 text-base'} ${
            folded ? 'lg:hidden' : ''
          }`}
        >
          {emptyText}
        </p>
      ) : compact ? (
        <ul className={`divide-y divide-ink-100 p-1 ${folded ? 'lg:hidden' : ''}`}>{orders.map(children)}</ul>
      ) : (
        <div className={`flex-1 space-y-3 overflow-y-auto p-2 sm:p-3 ${folded ? 'lg:hidden' : ''}`}>
          {orders.map(children)}
        </div>
      )}
    </section>
  );
}
