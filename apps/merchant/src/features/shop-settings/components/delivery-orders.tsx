import { deliveryLimits } from '@delivery/contract/shop-delivery';
import { MoneyField } from '../../../components/money-field.tsx';
import { formatReais } from '@delivery/contract/money';
import { fill, messages } from '../../../lib/messages.ts';
import type { DeliveryForm, DeliveryIssues } from '../delivery-form.ts';

type DeliveryOrdersProps = {
  form: DeliveryForm;
  onChange: (fields: Partial<DeliveryForm>) => void;
  issues: DeliveryIssues | null;
};

const text = messages.shopSettings.delivery;

/** Pickup at the shop, the minimum order and the amount from which delivery is free. */
export function DeliveryOrders({ form, onChange, issues }: DeliveryOrdersProps) {
  return (
    <section
      aria-labelledby="delivery-orders-title"
      className="rounded-2xl bg-white p-4 shadow-sm sm:p-5 lg:sticky lg:top-4"
    >
      <h2 id="delivery-orders-title" className="text-xl font-black text-ink-900">
        {text.orders}
      </h2>
      <label className="mt-3 flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 border-ink-200 px-4 py-2 hover:border-ink-400">
        <input
          type="checkbox"
          role="switch"
          checked={form.pickup}
          onChange={(event) => onChange({ pickup: event.target.checked })}
          className="size-6 shrink-0 accent-ink-900"
        />
        <span>
          <span className="block text-base font-bold text-ink-900">{text.pickup}</span>
          <span className="block text-sm text-ink-600">{text.pickupHint}</span>
        </span>
      </label>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <MoneyField
          label={text.minOrder}
          value={form.minOrder}
          onValueChange={(minOrder) => onChange({ minOrder })}
          max={deliveryLimits.amountMax}
          hint={text.minOrderHint}
          error={issues?.minOrder ?? null}
        />
        <MoneyField
          label={text.freeAbove}
          value={form.freeAbove}
          onValueChange={(freeAbove) => onChange({ freeAbove })}
          max={deliveryLimits.amountMax}
          hint={form.freeAbove ? fill(text.freeAboveNote, { value: formatReais(form.freeAbove) }) : text.freeAboveHint}
          error={issues?.freeAbove ?? null}
        />
      </div>
    </section>
  );
}
