import { currency, locale } from './constants.ts';

/**
 * The one way money is written, in the apps and in the API's texts (decision 0072): the wire
 * carries decimal reais, every sum is done in integer cents (pricing.ts's toCents).
 */
const brl = new Intl.NumberFormat(locale, { style: 'currency', currency });
const compactBrl = new Intl.NumberFormat(locale, {
  style: 'currency',
  currency,
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** 'R$ 12,34' from integer cents (Intl puts a no-break space after the symbol). */
export const formatMoney = (cents: number): string => brl.format(cents / 100);

/** The same from decimal reais, as the wire and the database's numerics carry them. */
export const formatReais = (reais: number): string => brl.format(reais);

/**
 * An amount taken off a total ('−R$ 5,00') from reais: the minus sign against the symbol, as the
 * customer's cashback statement writes its debits, so every deduction in the app reads the same.
 */
export const formatDeduction = (reais: number): string => `−${brl.format(reais)}`;

/** 'R$ 300', 'R$ 1,2 mil' from reais: a chart axis's short marks. */
export const formatMoneyShort = (reais: number): string => compactBrl.format(reais);
