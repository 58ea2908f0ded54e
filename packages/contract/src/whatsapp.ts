/**
 * The order updates sent on WhatsApp (issue 37): Meta's Cloud API sends a business-initiated
 * message only as a template its owner had approved, in pt-BR, with positional body parameters.
 * These are the templates a tenant submits for approval (their names, categories and texts), and
 * what the platform fills them with: one list, read by the sender, the sandbox's stand-in of the
 * Cloud API and the panel that submits them and shows their approval.
 */

export type WhatsAppTemplate = {
  /** Meta's name: lower case, digits and _. */
  name: string;
  /** Meta's category: order updates are UTILITY. */
  category: 'UTILITY';
  /** The body as submitted, `{{1}}`… standing for `params`, in order. */
  body: string;
  /** What fills each `{{n}}`, in order (the sender's names for them). */
  params: readonly string[];
  /** A sample value for each `{{n}}`: Meta reviews a template with parameters by its examples. */
  examples: readonly string[];
};

/** The language every template is approved in (Meta's code for Brazilian Portuguese). */
export const whatsAppLanguage = 'pt_BR';

export const whatsAppTemplates = {
  accepted: {
    name: 'pedido_aceito',
    category: 'UTILITY',
    body: 'Olá, {{1}}! {{2}} aceitou o seu pedido nº {{3}}. Previsão: {{4}}.',
    params: ['first_name', 'shop', 'number', 'estimate'],
    examples: ['Ana', 'Pizzaria Bella Napoli', '1042', '45 min'],
  },
  outForDelivery: {
    name: 'pedido_saiu_para_entrega',
    category: 'UTILITY',
    body: 'Olá, {{1}}! O seu pedido nº {{2}} de {{3}} saiu para entrega.',
    params: ['first_name', 'number', 'shop'],
    examples: ['Ana', '1042', 'Pizzaria Bella Napoli'],
  },
  readyForPickup: {
    name: 'pedido_pronto_para_retirada',
    category: 'UTILITY',
    body: 'Olá, {{1}}! O seu pedido nº {{2}} está pronto para retirada em {{3}}.',
    params: ['first_name', 'number', 'shop'],
    examples: ['Ana', '1042', 'Pizzaria Bella Napoli'],
  },
  delivered: {
    name: 'pedido_entregue',
    category: 'UTILITY',
    body: 'Olá, {{1}}! O seu pedido nº {{2}} de {{3}} foi entregue. Bom apetite!',
    params: ['first_name', 'number', 'shop'],
    examples: ['Ana', '1042', 'Pizzaria Bella Napoli'],
  },
  cancelled: {
    name: 'pedido_cancelado',
    category: 'UTILITY',
    body: 'Olá, {{1}}. O seu pedido nº {{2}} de {{3}} foi cancelado. Motivo: {{4}}.',
    params: ['first_name', 'number', 'shop', 'reason'],
    examples: ['Ana', '1042', 'Pizzaria Bella Napoli', 'a loja fechou mais cedo hoje'],
  },
  pixExpiring: {
    name: 'pix_expirando',
    category: 'UTILITY',
    body: 'Olá, {{1}}! O Pix do seu pedido nº {{2}} de {{3}} expira em {{4}} minutos. Pague pelo app para não perder o pedido.',
    params: ['first_name', 'number', 'shop', 'minutes'],
    examples: ['Ana', '1042', 'Pizzaria Bella Napoli', '5'],
  },
  /** To the shop's own number, when none of its boards is open: the staff's alert, not the customer's. */
  newOrderForShop: {
    name: 'pedido_novo_loja',
    category: 'UTILITY',
    body: 'Novo pedido nº {{1}} em {{2}}: {{3}}. Nenhum painel está aberto: abra o painel para aceitar.',
    params: ['number', 'shop', 'total'],
    examples: ['1042', 'Pizzaria Bella Napoli', 'R$ 89,90'],
  },
} as const satisfies Record<string, WhatsAppTemplate>;

/** The words a customer agrees to at checkout, kept with the order as they were shown (LGPD). */
export const whatsAppConsentText = 'Receber atualizações do pedido pelo WhatsApp';

/** A customer's reply that stops the updates ("SAIR", as Brazilian services ask). */
export const whatsAppStopWords: readonly string[] = ['SAIR', 'PARAR', 'STOP'];
