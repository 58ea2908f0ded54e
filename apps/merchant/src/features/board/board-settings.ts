import { deviceSetting } from '../../lib/device-setting.ts';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** "Imprimir ao aceitar": per device, since each counter has (or has not) its own printer. */
export const printOnAccept = deviceSetting('painel.printOnAccept', false, isBoolean);
