import { BellIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';
import { usePushAlerts, type PushState } from '../hooks/use-push-alerts.ts';

const problems: Partial<Record<PushState, string>> = {
  unsupported: messages.push.unsupported,
  denied: messages.push.denied,
  failed: messages.push.failed,
};

/**
 * "Avisar neste aparelho com o painel fechado", beside the board's other per-device settings;
 * when the browser cannot or will not, a line below says why and what to do.
 */
export function PushToggle() {
  const { state, turnOn, turnOff } = usePushAlerts();
  const busy = state === 'turning-on' || state === 'turning-off';
  const problem = problems[state];
  return (
    <>
      <label
        className="inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-ink-200 bg-white px-3 text-sm font-bold text-ink-900 hover:border-ink-400 has-disabled:cursor-not-allowed has-disabled:opacity-70"
        aria-busy={busy}
      >
        <input
          type="checkbox"
          checked={state === 'on' || state === 'turning-on'}
          disabled={busy || state === 'unsupported'}
          onChange={(event) => void (event.target.checked ? turnOn() : turnOff())}
          className="size-5 accent-ink-900"
        />
        <BellIcon className="size-5 shrink-0" />
        {messages.push.toggle}
      </label>
      {problem ? (
        <p role="status" className="order-last basis-full text-sm font-semibold text-amber-950 sm:text-right">
          {problem}
        </p>
      ) : null}
    </>
  );
}
