import { fill, messages } from '../lib/messages.ts';
import { showToast } from '../lib/toast.ts';
import { CopyIcon } from './icons.tsx';

const text = messages.copyValue;

type CopyValueProps = { label: string; value: string; /** The secret, shown larger and marked. */ strong?: boolean };

/** A value the owner hands to another system (a vendor, Meta): shown whole, selectable, with a copy button. */
export function CopyValue({ label, value, strong = false }: CopyValueProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast(fill(text.copied, { what: label }));
    } catch {
      showToast(text.copyFailed, 'error');
    }
  };
  return (
    <div>
      <p className="text-sm font-bold text-ink-700">{label}</p>
      <div className="mt-1 flex items-stretch gap-2">
        <output
          aria-label={label}
          className={`min-w-0 flex-1 rounded-xl border-2 px-3 py-2.5 font-mono break-all text-ink-900 select-all ${
            strong ? 'border-amber-400 bg-white text-base font-bold' : 'border-ink-200 bg-ink-50 text-sm'
          }`}
        >
          {value}
        </output>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={fill(text.copyLabel, { what: label })}
          className="inline-flex min-h-12 shrink-0 items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-base font-bold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600"
        >
          <CopyIcon className="size-5" />
          <span className="max-sm:sr-only">{text.copy}</span>
        </button>
      </div>
    </div>
  );
}
