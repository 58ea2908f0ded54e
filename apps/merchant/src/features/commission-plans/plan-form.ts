import { ApiError } from '@delivery/client/api-error';
import type { CallInput } from '@delivery/contract/call';
import type { financeCalls } from '@delivery/contract/calls/finance';
import { ErrorType } from '@delivery/contract/errors';
import { ZSaveCommissionPlanRequest, type FeePayer, type TCommissionPlan } from '@delivery/contract/finance';
import { apiMessages } from '@delivery/contract/messages';
import type { StatementPeriod } from '@delivery/contract/statements';
import { commissionMessages } from './commission-messages.ts';

/** The percentages by how the order reached the shop, and those added by how it was paid. */
export const channelFields = ['delivery_percent', 'pickup_percent', 'open_delivery_percent'] as const;
export const paymentFields = ['app_payment_percent', 'on_delivery_payment_percent'] as const;
export const percentFields = [...channelFields, ...paymentFields] as const;
export type PercentField = (typeof percentFields)[number];

/** A plan's form as typed: percentages stay text ('12,5') until saved, fees in reais (null while empty). */
export type PlanForm = Record<PercentField, string> & {
  order_fee: number | null;
  monthly_fee: number | null;
  gateway_fee_payer: FeePayer;
  statement_period: StatementPeriod;
};
export type PlanField = keyof PlanForm;
export type PlanFormErrors = Partial<Record<PlanField, string>>;

export type SavePlanInput = Omit<CallInput<typeof financeCalls.saveCommissionPlan>, 'token'>;

const typed = (percent: number) => String(percent).replace('.', ',');

/** The form filled from a plan (a shop's own starts from the default), or with nothing charged when there is none. */
export function formOf(plan: TCommissionPlan | null): PlanForm {
  return {
    delivery_percent: typed(plan?.delivery_percent ?? 0),
    pickup_percent: typed(plan?.pickup_percent ?? 0),
    open_delivery_percent: typed(plan?.open_delivery_percent ?? 0),
    app_payment_percent: typed(plan?.app_payment_percent ?? 0),
    on_delivery_payment_percent: typed(plan?.on_delivery_payment_percent ?? 0),
    order_fee: plan?.order_fee ?? null,
    monthly_fee: plan?.monthly_fee ?? null,
    gateway_fee_payer: plan?.gateway_fee_payer ?? 'shop',
    statement_period: plan?.statement_period ?? 'weekly',
  };
}

const planFields: readonly PropertyKey[] = [
  ...percentFields,
  'order_fee',
  'monthly_fee',
  'gateway_fee_payer',
  'statement_period',
];
const isPlanField = (field: PropertyKey | undefined): field is PlanField =>
  field !== undefined && planFields.includes(field);

const sentence = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);

/**
 * The save call's body, or what is wrong field by field, by the contract's own schema: the rules
 * the server checks. A blank field is nothing charged. The contract's own pt-BR hints are shown;
 * zod's generic English ones give way to the form's.
 */
export function checkPlan(
  form: PlanForm,
  shopId: number | undefined,
): { input: SavePlanInput; errors: null } | { input: null; errors: PlanFormErrors } {
  const percents = Object.fromEntries(percentFields.map((field) => [field, form[field].trim() || '0']));
  const parsed = ZSaveCommissionPlanRequest.safeParse({
    ...(shopId === undefined ? {} : { shop_id: shopId }),
    ...percents,
    order_fee: form.order_fee ?? 0,
    monthly_fee: form.monthly_fee ?? 0,
    gateway_fee_payer: form.gateway_fee_payer,
    statement_period: form.statement_period,
  });
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: PlanFormErrors = {};
  for (const issue of parsed.error.issues) {
    const [field] = issue.path;
    if (!isPlanField(field) || errors[field]) continue;
    errors[field] = /^[a-zà-ú]/.test(issue.message) ? sentence(issue.message) : commissionMessages.form.percentInvalid;
  }
  return { input: null, errors };
}

/** The API's "O campo 'x' é inválido: reason" as a pattern, read from the contract's own message. */
const fieldInvalid = new RegExp(
  `^${apiMessages.fieldInvalid
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace('\\{\\{field\\}\\}', '(?<field>[\\w.]+)')
    .replace('\\{\\{reason\\}\\}', '(?<reason>.+)')}$`,
  's',
);

/**
 * A refusal of the API that names one of the form's fields, to be shown under it; null for any
 * other failure, shown above the form.
 */
export function apiFieldError(error: Error | null): { field: PlanField; message: string } | null {
  if (!(error instanceof ApiError) || error.errorType !== ErrorType.INVALID_INPUT) return null;
  const match = fieldInvalid.exec(error.message)?.groups;
  if (!match?.field || !match.reason || !isPlanField(match.field)) return null;
  return { field: match.field, message: sentence(match.reason) };
}
