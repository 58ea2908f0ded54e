import type { ReactNode } from 'react';

type SettingSwitchProps = {
  title: string;
  hint: string;
  /** What a screen reader says the switch does. */
  label: string;
  on: boolean;
  onChange: (on: boolean) => void;
  /** What shows below the row while it is on. */
  children?: ReactNode;
};

/** A setting turned on or off by a switch, with what it opens below it while on. */
export function SettingSwitch({ title, hint, label, on, onChange, children }: SettingSwitchProps) {
  return (
    <div className="border-t border-ink-100 py-4 first:border-t-0 first:pt-0 last:pb-0">
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-lg font-black text-ink-900">{title}</p>
          <p className="text-sm text-ink-600">{hint}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={label}
          onClick={() => onChange(!on)}
          className="group grid min-h-12 min-w-16 shrink-0 place-items-center rounded-xl hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600"
        >
          <span
            aria-hidden="true"
            className="relative h-7 w-12 rounded-full bg-ink-400 transition-colors group-aria-checked:bg-emerald-700"
          >
            <span className="absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-5" />
          </span>
        </button>
      </div>
      {on && children ? <div className="mt-3">{children}</div> : null}
    </div>
  );
}
