import type { TStatement, TStatementFigures, TStatementLine } from '@delivery/contract/statements';
import { csvFile, money, paymentWords } from './csv.ts';

/*
 * A statement for the accountant (issue 35): who and which period, one line per order with money
 * in it, then the statement's figures, as the panel shows them.
 */

const figureLabels: Record<keyof TStatementFigures, string> = {
  sales: 'Vendas (produtos e entrega)',
  shop_discounts: 'Descontos da loja',
  marketplace_discounts: 'Descontos pagos pelo marketplace',
  cashback: 'Cashback usado',
  given_back: 'Estornos e chargebacks',
  paid_by_customers: 'Pago pelos clientes',
  received_by_shop: 'Recebido pela loja',
  received_by_marketplace: 'Recebido pelo marketplace',
  commission: 'Comissão',
  order_fees: 'Taxas por pedido',
  monthly_fee: 'Mensalidade',
  gateway_fees: 'Taxas do cartão',
  shop_net: 'Líquido da loja',
  balance: 'Saldo (positivo: a receber, negativo: a pagar)',
};

const statusWords: Record<TStatement['status'], string> = { open: 'Aberto', closed: 'Fechado', paid: 'Pago' };

const cents = (reais: number) => Math.round(reais * 100);

export function statementCsv(statement: TStatement, lines: readonly TStatementLine[], timeZone: string): string {
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
      paymentWords[line.payment_method],
      line.held_by === 'shop' ? 'Loja' : 'Marketplace',
      money(cents(line.paid_by_customer)),
      money(cents(line.charges)),
      money(cents(line.shop_net)),
      line.given_back ? 'sim' : '',
    ]),
    [],
    ['Resumo'],
    ...(Object.keys(figureLabels) as (keyof TStatementFigures)[]).map((key) => [
      figureLabels[key],
      money(cents(statement.figures[key])),
    ]),
  ]);
}
