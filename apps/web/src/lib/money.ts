import { formatReais } from '@delivery/contract/money';

/**
 * An amount taken off a total ('−R$ 5,00'): the minus sign against the symbol, as the cashback
 * statement writes its debits, so every deduction in the app reads the same.
 */
export const formatDeduction = (reais: number): string => `−${formatReais(reais)}`;
