import { currency, locale } from '@delivery/contract/constants';

const brl = new Intl.NumberFormat(locale, { style: 'currency', currency });

/** 'R$ 5,90' (Intl puts a no-break space after the symbol) from reais, as the wire carries them. */
export const formatMoney = (reais: number): string => brl.format(reais);

/** The same from integer cents, as every sum is done. */
export const formatCents = (cents: number): string => brl.format(cents / 100);
