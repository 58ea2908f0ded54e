import { isCpf } from '@delivery/contract/br-documents';
import type { DetectedCard } from './card-brand.ts';
import type { CardProblem } from './order-draft.ts';

/**
 * What the card form still lacks before 'Fazer pedido' can pay, the first thing to fix: the saved
 * cards still loading; a brand the shop does not take; the gateway's fields not all valid (or the
 * brand not known yet); the holder's name or CPF. A saved card asks its CVV only.
 */
export function cardFormProblem(input: {
  savedCardsLoading: boolean;
  savedCard: boolean;
  fieldsValid: boolean;
  detected: DetectedCard | null;
  holder: string;
  cpf: string;
}): CardProblem | null {
  const { detected } = input;
  if (input.savedCardsLoading) return 'loading';
  if (input.savedCard) return input.fieldsValid ? null : 'fields';
  if (detected?.kind === 'brand-refused' || detected?.kind === 'type-refused') return 'brand';
  if (!input.fieldsValid || detected?.kind !== 'accepted') return 'fields';
  return holderProblems(input).holder || holderProblems(input).cpf ? 'holder' : null;
}

/** The holder's name is required; the CPF must have valid check digits. */
export const holderProblems = (input: { holder: string; cpf: string }) => ({
  holder: input.holder.trim() === '',
  cpf: !isCpf(input.cpf),
});
