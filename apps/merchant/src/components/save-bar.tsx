import type { TLastChange } from '@delivery/contract/last-change';
import { formatDateTime } from '../lib/format.ts';
import { fill, messages } from '../lib/messages.ts';
import { Button } from './button.tsx';
import { EditError } from './edit-error.tsx';

type SaveBarProps = {
  /** The form's state (hooks/use-versioned-form.ts). */
  editor: { shown: unknown; changed: boolean; submit(): void; discard(): void; reload(): Promise<void> };
  save: { isPending: boolean; error: Error | null };
  /** Who saved the settings last (a shop's section may say its software did), and when. */
  last: (TLastChange & { by_software?: boolean }) | null;
  /** What to say of the problems shown, when one sums them up better than "fix first". */
  problem?: string | null;
};

function lastChangeText(last: NonNullable<SaveBarProps['last']>): string {
  const when = formatDateTime(last.at);
  if (last.by_software) return fill(messages.shopSettings.lastChangeBySoftware, { when });
  return last.by
    ? fill(messages.shopSettings.lastChange, { name: last.by, when })
    : fill(messages.shopSettings.lastChangeUnknown, { when });
}

/**
 * The bar kept at the bottom of a settings form: a refused save (with "Ver como ficou" for a newer
 * version), the first thing to fix, unsaved changes or who saved last, "Descartar" and "Salvar".
 */
export function SaveBar({ editor, save, last, problem }: SaveBarProps) {
  const shown = editor.shown !== null;
  const status = shown
    ? (problem ?? messages.shopSettings.fixFirst)
    : editor.changed
      ? messages.shopSettings.unsaved
      : last
        ? lastChangeText(last)
        : null;
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-ink-200 bg-ink-50/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6">
      <EditError
        error={save.error}
        onReload={() => void editor.reload()}
        className="mb-3 flex flex-wrap items-center gap-x-4"
      />
      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
        {status ? (
          <p
            role={shown ? 'alert' : undefined}
            className={`min-w-0 flex-1 text-base ${shown ? 'font-bold text-brand-700' : 'text-ink-700'} max-sm:basis-full`}
          >
            {status}
          </p>
        ) : null}
        {editor.changed ? (
          <Button variant="secondary" onClick={editor.discard} className="max-sm:flex-1">
            {messages.shopSettings.discard}
          </Button>
        ) : null}
        <Button busy={save.isPending} disabled={!editor.changed} onClick={editor.submit} className="max-sm:flex-1">
          {messages.shopSettings.save}
        </Button>
      </div>
    </div>
  );
}
