import { locale } from '@delivery/contract/constants';
import type { TCommissionPlan } from '@delivery/contract/finance';
import { formatReais } from '@delivery/contract/money';
import { formatClock } from '../../lib/format.ts';
import { fill } from '../../lib/messages.ts';
import { commissionMessages } from './commission-messages.ts';

const percentNumber = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
const date = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });

/** '12,5%' from 12.5. */
export const formatPercent = (percent: number): string => `${percentNumber.format(percent)}%`;

const summary = commissionMessages.summary;

/** What the plan takes of each order, by channel, and its fee per order: '12% entrega', '5% retirada', …. */
export function planHeadline(plan: TCommissionPlan): string[] {
  return [
    fill(summary.delivery, { percent: formatPercent(plan.delivery_percent) }),
    fill(summary.pickup, { percent: formatPercent(plan.pickup_percent) }),
    fill(summary.openDelivery, { percent: formatPercent(plan.open_delivery_percent) }),
    plan.order_fee > 0 ? fill(summary.orderFee, { value: formatReais(plan.order_fee) }) : null,
  ].filter((part) => part !== null);
}

/** The rest of the plan, leaving out what adds nothing: '+2% se pago no app', 'R$ 99,00 por mês', …, 'extrato semanal'. */
export function planDetails(plan: TCommissionPlan): string[] {
  return [
    plan.app_payment_percent > 0
      ? fill(summary.appPayment, { percent: formatPercent(plan.app_payment_percent) })
      : null,
    plan.on_delivery_payment_percent > 0
      ? fill(summary.onDeliveryPayment, { percent: formatPercent(plan.on_delivery_payment_percent) })
      : null,
    plan.monthly_fee > 0 ? fill(summary.monthlyFee, { value: formatReais(plan.monthly_fee) }) : null,
    summary.gatewayFeePayer[plan.gateway_fee_payer],
    summary.statementPeriod[plan.statement_period],
  ].filter((part) => part !== null);
}

/** 'Desde 29/11/2026 14:05 · por Ana', in the device's time zone; without a name when that account is gone. */
export function planSince(plan: Pick<TCommissionPlan, 'since' | 'set_by'>): string {
  const when = `${date.format(new Date(plan.since))} ${formatClock(plan.since)}`;
  return plan.set_by
    ? fill(commissionMessages.sinceBy, { when, name: plan.set_by })
    : fill(commissionMessages.since, { when });
}
