import type { TCommissionPlan } from '@delivery/contract/finance';
import { formatReais } from '@delivery/contract/money';
import { Button } from '../../../components/button.tsx';
import { PencilIcon } from '../../../components/icons.tsx';
import { commissionMessages } from '../commission-messages.ts';
import { channelFields, paymentFields } from '../plan-form.ts';
import { formatPercent, planSince } from '../plan-text.ts';

const text = commissionMessages.defaultPlan;
const terms = commissionMessages.terms;

/** The marketplace's default plan, every term of it, and who set it when; or that there is none. */
export function DefaultPlanCard({ plan, onEdit }: { plan: TCommissionPlan | null; onEdit: () => void }) {
  return (
    <section aria-labelledby="default-plan-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="default-plan-title" className="text-2xl font-black tracking-tight text-ink-900">
            {text.title}
          </h2>
          <p className="text-base text-ink-700">{text.lead}</p>
        </div>
        <Button variant="secondary" onClick={onEdit} className="max-sm:w-full">
          <PencilIcon className="size-5" />
          {plan ? text.edit : text.set}
        </Button>
      </div>
      {plan ? (
        <>
          <dl className="mt-4 divide-y divide-ink-100 sm:grid sm:grid-cols-3 sm:gap-2 sm:divide-y-0">
            {channelFields.map((field) => (
              <Term key={field} label={terms[field]} value={formatPercent(plan[field])} />
            ))}
            {/* Added to the channel's: the sign says so. */}
            {paymentFields.map((field) => (
              <Term key={field} label={terms[field]} value={`+${formatPercent(plan[field])}`} />
            ))}
            <Term label={terms.order_fee} value={formatReais(plan.order_fee)} />
            <Term label={terms.monthly_fee} value={formatReais(plan.monthly_fee)} />
            <Term label={terms.gateway_fee_payer} value={commissionMessages.payers[plan.gateway_fee_payer]} />
            <Term label={terms.statement_period} value={commissionMessages.periods[plan.statement_period]} />
          </dl>
          <p className="mt-3 text-sm text-ink-600">{planSince(plan)}</p>
        </>
      ) : (
        <p className="mt-4 rounded-xl bg-amber-50 px-3 py-2 text-base font-semibold text-amber-950">{text.none}</p>
      )}
    </section>
  );
}

/** A term: a line of its own on a phone, a tile of a three-column grid from a tablet up. */
function Term({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2 sm:block sm:rounded-xl sm:bg-ink-50 sm:px-3">
      <dt className="text-base text-ink-700 sm:text-sm sm:text-ink-600">{label}</dt>
      <dd className="shrink-0 text-lg font-black text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}
