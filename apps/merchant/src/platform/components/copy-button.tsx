import { CopyIcon } from '../../components/icons.tsx';
import { fill } from '../../lib/messages.ts';
import { showToast } from '../../lib/toast.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.tenant.hosts;

type CopyButtonProps = {
  value: string;
  /** What is copied, for the toast: "Nome do registro TXT copiado". */
  what: string;
  /** The element naming what is copied, read after the button's own name. */
  describedBy: string;
};

/**
 * "Copiar", so a DNS record goes to the registrar's panel as it is, with no character missed. On
 * a phone, the icon alone: the value beside it needs the width.
 */
export function CopyButton({ value, what, describedBy }: CopyButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast(fill(text.copied, { what }));
    } catch {
      showToast(text.copyFailed, 'error');
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-describedby={describedBy}
      className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-base font-bold text-ink-900 hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600 max-sm:min-w-11 max-sm:px-0"
    >
      <CopyIcon />
      <span className="max-sm:sr-only">{text.copy}</span>
    </button>
  );
}
