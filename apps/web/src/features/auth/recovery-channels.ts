import type { TFindCustomerResponse } from '@delivery/contract/customer';

export type RecoveryChoice = { tipo: 'EMAIL' | 'TELEFONE' | 'VOZ'; destination: string };

/** SPEC.md section 4: e-mail when the account has one, SMS and a voice call when it has a phone. */
export function recoveryChoices(found: Pick<TFindCustomerResponse, 'tipo' | 'email' | 'telefone'>): RecoveryChoice[] {
  const choices: RecoveryChoice[] = [];
  if (found.tipo.includes('EMAIL')) choices.push({ tipo: 'EMAIL', destination: found.email });
  if (found.tipo.includes('TELEFONE')) {
    choices.push({ tipo: 'TELEFONE', destination: found.telefone });
    choices.push({ tipo: 'VOZ', destination: found.telefone });
  }
  return choices;
}
