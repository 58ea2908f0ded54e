import { deviceSetting } from '../../lib/device-setting.ts';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** "Imprimir ao aceitar": per device, since each counter has (or has not) its own printer. */
export const printOnAccept = deviceSetting('painel.printOnAccept', false, isBoolean);

/** The compact board, one line per order: per device, since the counter and the kitchen read it differently. */
export const compactBoard = deviceSetting('painel.compactBoard', false, isBoolean);
