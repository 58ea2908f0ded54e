import { useEffect, useState } from 'react';
import { useDeviceSetting } from '../../../hooks/use-device-setting.ts';
import { pushSupported, subscribeDevice, unsubscribeDevice } from '../device-push.ts';
import { pushAlerts } from '../push-setting.ts';

/**
 * unsupported: this browser cannot be told (no service worker or Web Push); denied: the person or
 * the browser refused notifications to the panel; failed: subscribing went wrong, worth a new try.
 */
export type PushState = 'unsupported' | 'off' | 'turning-on' | 'on' | 'turning-off' | 'denied' | 'failed';

function stateAtStart(enabled: boolean): PushState {
  if (!pushSupported()) return 'unsupported';
  if (!enabled) return 'off';
  if (Notification.permission === 'denied') return 'denied';
  // Turned on here, but the permission was reset since: off until turned on again.
  return Notification.permission === 'granted' ? 'on' : 'off';
}

/** The switch's state and its two moves (the toggle shows them; the board's bar marks a problem). */
export type PushAlerts = { state: PushState; turnOn: () => Promise<void>; turnOff: () => Promise<void> };

/**
 * The per-device switch of the new-order alerts. Turning it on asks the browser's permission (only
 * then, as a person's choice), subscribes and tells the server; with it on, every start tells the
 * server again, since this session, or the server's keys, may be new. Held by the board's page,
 * whose settings dialog shows the switch only when opened.
 */
export function usePushAlerts(): PushAlerts {
  const [enabled, setEnabled] = useDeviceSetting(pushAlerts);
  const [state, setState] = useState<PushState>(() => stateAtStart(enabled));
  const [syncAtStart] = useState(state === 'on');

  useEffect(() => {
    if (!syncAtStart) return;
    let current = true;
    subscribeDevice().catch(() => {
      if (current) setState('failed');
    });
    return () => {
      current = false;
    };
  }, [syncAtStart]);

  const turnOn = async () => {
    setState('turning-on');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') {
      setState(permission === 'denied' ? 'denied' : 'off');
      return;
    }
    try {
      await subscribeDevice();
      setEnabled(true);
      setState('on');
    } catch {
      setState('failed');
    }
  };

  const turnOff = async () => {
    setState('turning-off');
    setEnabled(false);
    await unsubscribeDevice().catch(() => undefined);
    setState('off');
  };

  return { state, turnOn, turnOff };
}
