import { BellIcon } from '../../../components/icons.tsx';
import { messages } from '../../../lib/messages.ts';
import { needsHomeScreen } from '../device-push.ts';
import type { PushAlerts, PushState } from '../hooks/use-push-alerts.ts';

/** Whether the switch is on but the alerts do not reach this device: the board's bar marks it. */
export const pushNeedsAttention = (state: PushState): boolean => state === 'denied' || state === 'failed';

const problemOf = (state: PushState): string | null => {
  if (state === 'unsupported') return needsHomeScreen() ? messages.push.installFirst : messages.push.unsupported;
  if (state === 'denied') return messages.push.denied;
  return state === 'failed' ? messages.push.failed : null;
};

/**
 * "Avisar neste aparelho com o painel fechado", beside this device's other settings; when the
 * browser cannot or will not, a line below says why and what to do.
 */
export function PushToggle({ alerts }: { alerts: PushAlerts }) {
  const { state, turnOn, turnOff } = alerts;
  const busy = state === 'turning-on' || state === 'turning-off';
  const problem = problemOf(state);
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
        <p role="status" className="text-sm font-semibold text-amber-950">
          {problem}
        </p>
      ) : null}
    </>
  );
}
