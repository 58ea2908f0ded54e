import type { FeePayer } from '@delivery/contract/finance';
import type { StatementPeriod } from '@delivery/contract/statements';

/**
 * Every word of the "Comissões" page, in pt-BR. The server's confirmations and refusals come in
 * the envelope and are shown as they are.
 */
export const commissionMessages = {
  nav: 'Comissões',
  title: 'Comissões',
  lead: 'O que cada loja paga ao marketplace pelos pedidos. Um plano vale para os pedidos feitos depois que ele é salvo.',
  loadFailed: 'Não foi possível carregar os planos',
  retry: 'Tentar de novo',
  since: 'Desde {{when}}',
  sinceBy: 'Desde {{when}} · por {{name}}',
  defaultPlan: {
    title: 'Plano padrão',
    lead: 'Vale para toda loja sem plano próprio.',
    none: 'Nenhum plano padrão definido: as lojas sem plano próprio não pagam comissão.',
    edit: 'Editar plano padrão',
    set: 'Definir plano padrão',
  },
  shops: {
    title: 'Lojas',
    empty: 'O marketplace ainda não tem lojas.',
    followsDefault: 'Segue o padrão',
    ownPlan: 'Plano próprio',
    setOwn: 'Definir plano próprio',
    edit: 'Editar plano',
    backToDefault: 'Voltar ao padrão',
    backTitle: '{{shop}} volta ao plano padrão?',
    backLead:
      'Os pedidos feitos a partir de agora seguem o plano padrão. Os anteriores mantêm o plano com que foram feitos.',
  },
  /** A plan in one line, each term a short phrase. */
  summary: {
    delivery: '{{percent}} entrega',
    pickup: '{{percent}} retirada',
    openDelivery: '{{percent}} Open Delivery',
    orderFee: '{{value}} por pedido',
    appPayment: '+{{percent}} se pago no app',
    onDeliveryPayment: '+{{percent}} se pago na entrega',
    monthlyFee: '{{value}} por mês',
    gatewayFeePayer: {
      shop: 'taxa do cartão paga pela loja',
      marketplace: 'taxa do cartão paga pelo marketplace',
    } satisfies Record<FeePayer, string>,
    statementPeriod: { weekly: 'extrato semanal', monthly: 'extrato mensal' } satisfies Record<StatementPeriod, string>,
  },
  /** The plan's terms, as the form and the default plan's card name them. */
  terms: {
    delivery_percent: 'Entrega pela loja',
    pickup_percent: 'Retirada no local',
    open_delivery_percent: 'Open Delivery (sistema da loja)',
    app_payment_percent: 'Pago no app (Pix ou cartão)',
    on_delivery_payment_percent: 'Pago na entrega',
    order_fee: 'Taxa fixa por pedido',
    monthly_fee: 'Mensalidade',
    gateway_fee_payer: 'Quem paga a taxa do cartão',
    statement_period: 'Extrato da loja',
  },
  payers: { shop: 'Loja', marketplace: 'Marketplace' } satisfies Record<FeePayer, string>,
  periods: { weekly: 'Semanal', monthly: 'Mensal' } satisfies Record<StatementPeriod, string>,
  form: {
    defaultTitle: 'Plano padrão',
    defaultLead: 'Vale para toda loja sem plano próprio.',
    shopTitle: 'Plano de {{shop}}',
    shopLead: 'Só para esta loja, no lugar do plano padrão.',
    channels: 'Comissão por canal',
    channelsHint: 'Em % do valor dos produtos, conforme o pedido chega à loja.',
    payments: 'Somado conforme o pagamento',
    paymentsHint: 'Em %, somado ao do canal.',
    fees: 'Taxas',
    gatewayHint: 'Do cartão pago no app.',
    periodHint: 'Semanal: de segunda a domingo. Mensal: o mês do calendário.',
    percentInvalid: 'Use um número de 0 a 100, como 12,5',
    appliesFromNow: 'Vale só para os pedidos feitos a partir de agora; os anteriores não mudam.',
    save: 'Salvar plano',
  },
} as const;
