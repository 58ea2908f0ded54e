/** The address's name for the statement opened on the page: `?extrato=12`. */
export const statementParam = 'extrato';

/** The address's name for the operators' view of every shop's balance: `?ver=saldos`. */
const viewParam = 'ver';
const balancesView = 'saldos';

export const statementsPath = '/vendas/financeiro';

/** The operators' view of every shop's balance, whichever shop the header has picked. */
export const balancesLink = `${statementsPath}?${viewParam}=${balancesView}`;

/**
 * The statements' page on one statement; opened from the shops' balances, its way back leads
 * there again.
 */
export const statementLink = (statementId: number, from: 'shop' | 'balances' = 'shop'): string =>
  `${statementsPath}?${statementParam}=${statementId}${from === 'balances' ? `&${viewParam}=${balancesView}` : ''}`;

/** The statement the address names; null for none. */
export function linkedStatement(params: URLSearchParams): number | null {
  const named = Number(params.get(statementParam));
  return Number.isInteger(named) && named > 0 ? named : null;
}

/** The address asks for the shops' balances. */
export const asksForBalances = (params: URLSearchParams): boolean => params.get(viewParam) === balancesView;
