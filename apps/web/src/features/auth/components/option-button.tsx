import type { ReactNode } from 'react';

type OptionButtonProps = { icon: ReactNode; children: ReactNode; onClick: () => void; disabled?: boolean };

/** One row of 'Como deseja continuar?'. */
export function OptionButton({ icon, children, onClick, disabled }: OptionButtonProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex h-14 w-full items-center gap-3 rounded-full border border-ink-200 bg-white px-5 text-base font-semibold text-ink-900 shadow-xs transition hover:border-ink-400 hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      <span className="grid size-7 shrink-0 place-items-center">{icon}</span>
      <span className="flex-1 pr-7 text-center">{children}</span>
    </button>
  );
}
