import type { SandboxMpStatus } from '../../db/schema/sandbox-mercadopago.ts';

/*
 * What decides a payment in the sandbox, as Mercado Pago's test cards do: the cardholder's name
 * typed with the card, and its 3-D Secure test card.
 */

export type Outcome = { status: SandboxMpStatus; statusDetail: string };

/** The payment's status by the card's cardholder name; any other name is approved. */
export const cardholderOutcomes = {
  APRO: { status: 'approved', statusDetail: 'accredited' },
  OTHE: { status: 'rejected', statusDetail: 'cc_rejected_other_reason' },
  CONT: { status: 'in_process', statusDetail: 'pending_contingency' },
  CALL: { status: 'rejected', statusDetail: 'cc_rejected_call_for_authorize' },
  FUND: { status: 'rejected', statusDetail: 'cc_rejected_insufficient_amount' },
  SECU: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_security_code' },
  EXPI: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_date' },
  FORM: { status: 'rejected', statusDetail: 'cc_rejected_bad_filled_other' },
} as const satisfies Record<string, Outcome>;

export type CardholderCode = keyof typeof cardholderOutcomes;

/** The outcome of a name: its first word when that is one of the codes ("APRO", "APRO Silva"). */
export function outcomeOfName(name: string): Outcome {
  const first = name.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
  return first in cardholderOutcomes ? cardholderOutcomes[first as CardholderCode] : cardholderOutcomes.APRO;
}

/** What the stand-in's controls and the 3-D Secure page turn a waiting payment into. */
export const decisions = {
  /** Mercado Pago's review approves a payment in_process. */
  approve: { status: 'approved', statusDetail: 'accredited' },
  /** ...or refuses it. */
  reject: { status: 'rejected', statusDetail: 'cc_rejected_high_risk' },
  /** The payer authenticated at the issuer's 3-D Secure page. */
  authenticated: { status: 'approved', statusDetail: 'accredited' },
  /** The payer did not. */
  notAuthenticated: { status: 'rejected', statusDetail: 'cc_rejected_3ds_challenge' },
  cancelled: { status: 'cancelled', statusDetail: 'by_collector' },
  chargeback: { status: 'charged_back', statusDetail: 'settled' },
  challenge: { status: 'pending', statusDetail: 'pending_challenge' },
} as const satisfies Record<string, Outcome>;

/** The pt-BR words of the /dev page for each status and detail. */
export const statusLabels: Record<SandboxMpStatus, string> = {
  approved: 'Aprovado',
  in_process: 'Em análise',
  pending: 'Pendente',
  rejected: 'Recusado',
  cancelled: 'Cancelado',
  refunded: 'Devolvido',
  charged_back: 'Contestado (chargeback)',
};

export const detailLabels: Record<string, string> = {
  accredited: 'creditado',
  pending_contingency: 'processando',
  pending_challenge: 'aguardando a autenticação 3-D Secure',
  cc_rejected_other_reason: 'recusado pelo emissor',
  cc_rejected_call_for_authorize: 'o pagador precisa autorizar com o emissor',
  cc_rejected_insufficient_amount: 'saldo insuficiente',
  cc_rejected_bad_filled_security_code: 'código de segurança incorreto',
  cc_rejected_bad_filled_date: 'validade incorreta',
  cc_rejected_bad_filled_other: 'dados do cartão incorretos',
  cc_rejected_high_risk: 'recusado pela análise',
  cc_rejected_3ds_challenge: 'autenticação 3-D Secure recusada',
  by_collector: 'cancelado pelo vendedor',
  refunded: 'devolvido',
  partially_refunded: 'devolvido em parte',
  settled: 'contestação concluída',
};
