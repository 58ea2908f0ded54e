/**
 * The messages of a line's pricing (pricing.ts), part of apiMessages: kept apart so a page that
 * prices lines (the shop, the product) does not download the whole catalogue with them.
 */
export const pricingMessages = {
  productUnavailable: '{{product}} não está disponível agora',
  optionUnavailable: '{{option}} não está disponível agora',
  unknownOption: 'Uma das opções escolhidas não existe mais. Escolha de novo',
  chooseAtLeast: 'Escolha ao menos {{min}} em {{group}}',
  chooseAtMost: 'Escolha no máximo {{max}} em {{group}}',
  invalidQuantity: 'Escolha uma quantidade de 1 a 99',
} as const;
