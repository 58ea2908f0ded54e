import type { TSavedCard } from '@delivery/contract/card-payments';
import { onlyDigits } from '@delivery/contract/br-documents';
import type { DetectedCard } from './card-brand.ts';
import { errorsOf, tokenProblem, type TokenProblem } from './card-field-errors.ts';
import type { MercadoPagoInstance } from './mercado-pago.ts';
import type { OnlineCard } from './order-draft.ts';

export type TokenResult = { card: OnlineCard } | { problem: TokenProblem };

/** A card typed now: its token made by the gateway's iframes with the holder's name and CPF. */
export async function tokenOfNewCard(
  mp: MercadoPagoInstance,
  input: { detected: Extract<DetectedCard, { kind: 'accepted' }>; holder: string; cpf: string; saveCard: boolean },
): Promise<TokenResult> {
  try {
    const answer = await mp.fields.createCardToken({
      cardholderName: input.holder.trim(),
      identificationType: 'CPF',
      identificationNumber: onlyDigits(input.cpf),
    });
    const { flagId, cardType } = input.detected;
    return { card: { flagId, cardType, token: answer.id, saveCard: input.saveCard, savedCardId: null } };
  } catch (rejection) {
    return { problem: tokenProblem(errorsOf(rejection)) };
  }
}

/** A saved card: its token made of the gateway's id and the CVV typed; its brand and type as saved. */
export async function tokenOfSavedCard(mp: MercadoPagoInstance, saved: TSavedCard): Promise<TokenResult> {
  try {
    const answer = await mp.fields.createCardToken({ cardId: saved.gateway_card_id });
    return {
      card: {
        flagId: saved.flag_id,
        cardType: saved.card_type,
        token: answer.id,
        saveCard: false,
        savedCardId: saved.card_id,
      },
    };
  } catch (rejection) {
    return { problem: tokenProblem(errorsOf(rejection)) };
  }
}
