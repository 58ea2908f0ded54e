const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** 'R$ 5,90' from integer cents, as every sum is kept (Intl puts a no-break space after the symbol). */
export const formatCents = (cents: number): string => brl.format(cents / 100);

/** The same from reais, as the wire and the database's numerics carry them. */
export const formatReais = (reais: number): string => brl.format(reais);
