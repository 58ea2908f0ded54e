import { deviceSetting } from '../../lib/device-setting.ts';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** "Imprimir ao aceitar": per device, since each counter has (or has not) its own printer. */
export const printOnAccept = deviceSetting('painel.printOnAccept', false, isBoolean);

/**
 * Until when each shop was paused from this device (shop id → ISO instant), as pauseShop answered.
 * No call reads a shop's pause back, so another device's pause is not seen here.
 */
export const pausedUntil = deviceSetting<Record<string, string>>('painel.pausedUntil', {}, isStringRecord);
