import { paymentMethodWords } from '@delivery/contract/messages';
import {
  statementFigureLabels,
  type TStatement,
  type TStatementFigures,
  type TStatementLine,
} from '@delivery/contract/statements';
import { csvFile, money } from './csv.ts';

/*
 * A statement for the accountant (issue 35): who and which period, one line per order with money
 * in it, then the statement's figures, as the panel shows them.
 */

const statusWords: Record<TStatement['status'], string> = { open: 'Aberto', closed: 'Fechado', paid: 'Pago' };

const cents = (reais: number) => Math.round(reais * 100);

export function statementCsv(statement: TStatement, lines: readonly TStatementLine[]): string {
  const timeZone = statement.time_zone;
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short' });
  const moment = new Intl.DateTimeFormat('pt-BR', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  // The period's last day is the one before the next period's first instant.
  const lastDay = day.format(new Date(new Date(statement.to).getTime() - 1));
  const status = statement.paid
    ? `${statusWords.paid} em ${statement.paid.on.split('-').reverse().join('/')} (${statement.paid.reference})`
    : statusWords[statement.status];
  return csvFile([
    ['Extrato', statement.shop_name],
    ['Período', `${day.format(new Date(statement.from))} a ${lastDay}`],
    ['Situação', status],
    [],
    [
      'Pedido',
      'Data e hora',
      'Pagamento',
      'Recebido por',
      'Pago pelo cliente',
      'Comissão e taxas',
      'Líquido da loja',
      'Devolvido ou cancelado',
    ],
    ...lines.map((line) => [
      String(line.number),
      moment.format(new Date(line.placed_at)),
      paymentMethodWords[line.payment_method],
      line.held_by === 'shop' ? 'Loja' : 'Marketplace',
      money(cents(line.paid_by_customer)),
      money(cents(line.charges)),
      money(cents(line.shop_net)),
      line.given_back ? 'sim' : '',
    ]),
    [],
    ['Resumo'],
    ...(Object.keys(statementFigureLabels) as (keyof TStatementFigures)[]).map((key) => [
      key === 'balance'
        ? `${statementFigureLabels.balance} (positivo: a receber, negativo: a pagar)`
        : statementFigureLabels[key],
      money(cents(statement.figures[key])),
    ]),
  ]);
}
