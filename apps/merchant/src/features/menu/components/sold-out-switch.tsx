import { fill, messages } from '../../../lib/messages.ts';

type SoldOutSwitchProps = { name: string; soldOut: boolean; onChange: (soldOut: boolean) => void };

/** "Acabou": on, the item is sold out and customers cannot order it; off, it is on the menu. */
export function SoldOutSwitch({ name, soldOut, onChange }: SoldOutSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={soldOut}
      aria-label={fill(messages.menu.switchName, { name })}
      onClick={() => onChange(!soldOut)}
      className="group inline-flex min-h-12 shrink-0 items-center gap-2 rounded-xl px-2 text-base font-bold text-ink-800 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600"
    >
      <span aria-hidden="true">{messages.menu.switchLabel}</span>
      <span
        aria-hidden="true"
        className="relative h-7 w-12 rounded-full bg-ink-400 transition-colors group-aria-checked:bg-brand-600"
      >
        <span className="absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5" />
      </span>
    </button>
  );
}
