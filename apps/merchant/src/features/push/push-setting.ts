import { deviceSetting } from '../../lib/device-setting.ts';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * "Avisar neste aparelho com o painel fechado": per device, as the browser's subscription is. It
 * stays on across sign-outs: whoever signs in next on this device is told of their shops' orders.
 */
export const pushAlerts = deviceSetting('painel.pushAlerts', false, isBoolean);
