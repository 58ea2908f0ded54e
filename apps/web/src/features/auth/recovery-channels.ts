import type { TFindCustomerResponse } from '@delivery/contract/customer';

export type RecoveryChoice = { channel: 'EMAIL' | 'TELEFONE' | 'VOZ'; destination: string };

/** docs/product.md section 4: e-mail when the account has one, SMS and a voice call when it has a phone. */
export function recoveryChoices(found: Pick<TFindCustomerResponse, 'tipo' | 'email' | 'telefone'>): RecoveryChoice[] {
  const choices: RecoveryChoice[] = [];
  if (found.tipo.includes('EMAIL')) choices.push({ channel: 'EMAIL', destination: found.email });
  if (found.tipo.includes('TELEFONE')) {
    choices.push({ channel: 'TELEFONE', destination: found.telefone });
    choices.push({ channel: 'VOZ', destination: found.telefone });
  }
  return choices;
}
