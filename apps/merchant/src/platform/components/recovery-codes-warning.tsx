import { AlertIcon } from '../../components/icons.tsx';
import { plural } from '../../lib/messages.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.recovery;

/** Few recovery codes left warns while there is still time to ask another administrator for new ones. */
export const fewRecoveryCodes = 3;

/** Under the header on every page while the administrator has few recovery codes left. */
export function RecoveryCodesWarning({ left }: { left: number }) {
  if (left > fewRecoveryCodes) return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 text-amber-950">
      <div className="mx-auto flex w-full max-w-6xl items-start gap-3 px-4 py-3 sm:px-6">
        <AlertIcon className="mt-0.5 size-5 shrink-0" />
        <p className="text-base">
          <strong className="font-bold">{left === 0 ? text.none : plural(text.few, left)}</strong> {text.lead}
        </p>
      </div>
    </div>
  );
}
