import { currency, locale } from '@delivery/contract/constants';

const brl = new Intl.NumberFormat(locale, { style: 'currency', currency });

/** 'R$ 5,90' (Intl puts a no-break space after the symbol) from reais, as the wire carries them. */
export const formatMoney = (reais: number): string => brl.format(reais);

/** The same from integer cents, as every sum is done. */
export const formatCents = (cents: number): string => brl.format(cents / 100);

/**
 * An amount taken off a total ('−R$ 5,00'): the minus sign against the symbol, as the cashback
 * statement writes its debits, so every deduction in the app reads the same.
 */
export const formatDeduction = (reais: number): string => `−${brl.format(reais)}`;
