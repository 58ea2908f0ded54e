import type { CardType } from '@delivery/contract/catalog-constants';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import { staffPaymentMethods } from '@delivery/contract/staff-orders';
import { MoneyField } from '../../../components/money-field.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { messages } from '../../../lib/messages.ts';

export type StaffPaymentMethod = (typeof staffPaymentMethods)[number];

/** How the customer pays, as the form keeps it until the order is placed. */
export type PaymentDraft = {
  method: StaffPaymentMethod;
  changeFor: number | null;
  flagId: number | null;
  cardType: CardType | null;
};

const offered = (group: TPaymentGroup): group is TPaymentGroup & { group: StaffPaymentMethod } =>
  (staffPaymentMethods as readonly string[]).includes(group.group);

/** The shop's own ways of being paid, as its checkout offers them: no card paid in the app here. */
export const staffGroups = (groups: readonly TPaymentGroup[]) => groups.filter(offered);

type PaymentSectionProps = {
  groups: readonly TPaymentGroup[];
  payment: PaymentDraft;
  onPayment: (payment: PaymentDraft) => void;
  error: string | null;
};

export function PaymentSection({ groups, payment, onPayment, error }: PaymentSectionProps) {
  const shown = staffGroups(groups);
  const group = shown.find((one) => one.group === payment.method);
  const flag = group?.flags.find((one) => one.flag_id === payment.flagId);
  return (
    <div className="space-y-3">
      <Segmented
        label={messages.newOrder.payment}
        value={payment.method}
        options={shown.map((one) => ({ value: one.group, label: messages.sales.methods[one.group] }))}
        onChange={(method) => onPayment({ method, changeFor: null, flagId: null, cardType: null })}
      />
      {group?.group === 'cash' && group.accepts_change ? (
        <MoneyField
          label={messages.newOrder.changeFor}
          value={payment.changeFor}
          onValueChange={(changeFor) => onPayment({ ...payment, changeFor })}
          max={10_000}
        />
      ) : null}
      {group?.group === 'card_on_delivery' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={messages.newOrder.cardFlag}
            value={payment.flagId === null ? '' : String(payment.flagId)}
            onValueChange={(value) => {
              const chosen = group.flags.find((one) => String(one.flag_id) === value);
              onPayment({
                ...payment,
                flagId: chosen?.flag_id ?? null,
                cardType: chosen?.card_types.length ? (chosen.card_types[0] ?? null) : null,
              });
            }}
            options={[
              { value: '', label: messages.newOrder.cardFlag },
              ...group.flags.map((one) => ({ value: String(one.flag_id), label: one.name })),
            ]}
          />
          {flag && flag.card_types.length > 0 ? (
            <div>
              <p className="mb-1.5 text-base font-bold text-ink-800">{messages.newOrder.cardType}</p>
              <Segmented
                label={messages.newOrder.cardType}
                value={payment.cardType ?? flag.card_types[0]!}
                options={flag.card_types.map((type) => ({ value: type, label: messages.newOrder.cardTypes[type] }))}
                onChange={(cardType) => onPayment({ ...payment, cardType })}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="text-base font-semibold text-brand-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
