import type { StreamState } from '@delivery/client/ticketed-stream';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { HistoryIcon, PlusIcon, RowsIcon, SearchIcon, UtensilsIcon } from '../../../components/icons.tsx';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { messages } from '../../../lib/messages.ts';
import { useSetAutoAccept } from '../api/auto-accept.ts';
import { compactBoard, printOnAccept } from '../board-settings.ts';
import { DeviceSettings } from './device-settings.tsx';
import { PauseControl } from './pause-control.tsx';
import { SoundButton } from './sound-button.tsx';

/** The one shop's automatic accept, and whether this person may change it. */
export type AutoAccept = { on: boolean; canChange: boolean; onChanged: () => Promise<void> };

type BoardToolbarProps = {
  stream: StreamState;
  /** One shop, or null for every shop the person runs: a board of several has no pause nor automatic accept. */
  shopId: number | null;
  autoAccept: AutoAccept | null;
  now: number;
  query: string;
  onQuery: (query: string) => void;
  /** More of this device's settings, beside the board's own. */
  settings?: ReactNode;
  settingsAttention: boolean;
};

/**
 * The board's bar: whether it is live, the search and the view on the left, the sound, this
 * device's settings and the shop's switches on the right. One row from a 1024 px tablet up (a
 * paused shop's longer switch may take a second); on a phone the search takes a row of its own.
 */
export function BoardToolbar(props: BoardToolbarProps) {
  const { stream, shopId, autoAccept, now, query, onQuery, settings, settingsAttention } = props;
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-ink-200 bg-white px-2 py-2 sm:px-4">
      {/* The header's "Pedidos" says it on a tablet: the title shows where the row has room. */}
      <h1 className="text-2xl font-black tracking-tight text-ink-900 max-2xl:sr-only">{messages.board.title}</h1>
      <LiveMark state={stream} />
      <BoardSearch query={query} onQuery={onQuery} />
      <CompactToggle />
      {shopId !== null ? (
        <Link
          to="/novo-pedido"
          aria-label={messages.newOrder.link}
          title={messages.newOrder.link}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-xl bg-ink-900 px-3 text-sm font-bold text-white hover:bg-ink-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-600"
        >
          <PlusIcon />
          <span className="max-xl:hidden">{messages.newOrder.link}</span>
        </Link>
      ) : null}
      <Link
        to="/historico"
        aria-label={messages.history.title}
        title={messages.history.title}
        className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600"
      >
        <HistoryIcon />
        <span className="max-xl:hidden">{messages.history.link}</span>
      </Link>
      {/* On a phone its switches flow on with the rest, the mark's row first. */}
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2 max-sm:contents">
        <SoundButton />
        <DeviceSettings attention={settingsAttention}>
          <PrintOnAcceptToggle />
          <KitchenScreenLink />
          {settings}
        </DeviceSettings>
        {shopId !== null && autoAccept ? <AutoAcceptControl shopId={shopId} {...autoAccept} /> : null}
        {shopId !== null ? <PauseControl shopId={shopId} now={now} /> : null}
      </div>
    </div>
  );
}

/** A device on the kitchen's wall opens the kitchen's screen from its settings (decision 0099). */
function KitchenScreenLink() {
  return (
    <Link
      to="/cozinha"
      className="inline-flex min-h-12 items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600"
    >
      <UtensilsIcon className="size-5 shrink-0" />
      <span className="min-w-0">
        {messages.kitchen.open}
        <span className="block text-sm font-semibold text-ink-600">{messages.kitchen.openHint}</span>
      </span>
    </Link>
  );
}

/** Whether the board's stream is live: what a screen shows stays current while it says so. */
export function LiveMark({ state }: { state: StreamState }) {
  const live = state === 'live';
  return (
    <p
      data-testid="live-mark"
      data-state={state}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-sm font-bold whitespace-nowrap ${
        live ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-950'
      }`}
    >
      <span className={`size-2.5 rounded-full ${live ? 'bg-emerald-600' : 'bg-amber-600'}`} aria-hidden="true" />
      {live ? messages.board.live : messages.board.reconnecting}
    </p>
  );
}

/** Narrows the board to the orders whose number, customer's name or phone has what is typed. */
function BoardSearch({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  return (
    <label className="relative order-last block min-w-0 basis-full sm:order-none sm:max-w-xs sm:flex-1 sm:basis-20">
      <span className="sr-only">{messages.board.search}</span>
      <SearchIcon className="pointer-events-none absolute inset-y-0 left-2.5 my-auto size-5 text-ink-500" />
      <input
        type="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        placeholder={messages.board.searchPlaceholder}
        autoComplete="off"
        className="block h-12 w-full rounded-xl border-2 border-ink-200 bg-white pr-2 pl-9 text-base text-ink-900 placeholder:text-ink-500 focus:border-ink-900 focus:ring-3 focus:ring-sky-200 focus:outline-none"
      />
    </label>
  );
}

/** "Vista compacta", pressed or not; remembered by this device. */
function CompactToggle() {
  const [compact, setCompact] = useDeviceSetting(compactBoard);
  return (
    <button
      type="button"
      aria-pressed={compact}
      onClick={() => setCompact(!compact)}
      aria-label={messages.board.compact}
      title={messages.board.compact}
      className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600 aria-pressed:border-ink-900 aria-pressed:bg-ink-900 aria-pressed:text-white"
    >
      <RowsIcon />
      <span className="max-xl:hidden">{messages.board.compactShort}</span>
    </button>
  );
}

function PrintOnAcceptToggle() {
  const [enabled, setEnabled] = useDeviceSetting(printOnAccept);
  return (
    <label className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400">
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

function AutoAcceptControl({ shopId, on, canChange, onChanged }: { shopId: number } & AutoAccept) {
  const change = useSetAutoAccept(shopId, onChanged);
  // What was clicked shows at once: the mutation's own state reaches the page a task later, and a
  // controlled checkbox meanwhile snaps back to the old value.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (!canChange) {
    return on ? (
      <p
        title={messages.board.autoAcceptHint}
        className="shrink-0 rounded-full bg-sky-100 px-3 py-1 text-sm font-bold text-sky-950"
      >
        {messages.board.autoAcceptOn}
      </p>
    ) : null;
  }
  return (
    <label
      title={messages.board.autoAcceptHint}
      className="inline-flex min-h-12 shrink-0 cursor-pointer items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400"
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
      {/* The shorter name until a wide screen: the toolbar keeps to one row on a phone's and a tablet's width. */}
      <span className="2xl:hidden">{messages.board.autoAcceptOn}</span>
      <span className="max-2xl:hidden">{messages.board.autoAccept}</span>
    </label>
  );
}
