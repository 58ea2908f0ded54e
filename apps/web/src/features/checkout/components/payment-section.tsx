import type { CardType, PaymentMethod } from '@delivery/contract/catalog-constants';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatMoney } from '@delivery/contract/money';
import { changeProblem, type Payment } from '../order-draft.ts';
import { CheckoutSection, ChoiceCard } from './choice-card.tsx';

type PaymentSectionProps = {
  groups: TPaymentGroup[];
  /** Picked up at the shop: paid at the counter, not on delivery. */
  pickup: boolean;
  value: Payment;
  /** How the chosen flag is charged: credit or debit to choose from, or nothing (a meal voucher). */
  cardTypes: readonly CardType[];
  onChange: (value: Payment) => void;
  /** The order's total in cents, which the note for change must exceed. */
  totalCents: number;
  /** The form of a card paid in the app, opened under its choice. */
  cardOnline?: ReactNode;
};

const detailKeys = {
  delivery: {
    cash: 'checkout.payment.cashDetail',
    card_on_delivery: 'checkout.payment.cardDetail',
    pix: 'checkout.payment.pixDetail',
    card_online: 'checkout.payment.cardOnlineDetail',
  },
  pickup: {
    cash: 'checkout.payment.cashPickupDetail',
    card_on_delivery: 'checkout.payment.cardPickupDetail',
    pix: 'checkout.payment.pixDetail',
    card_online: 'checkout.payment.cardOnlineDetail',
  },
} as const satisfies Record<'delivery' | 'pickup', Record<PaymentMethod, string>>;

/** Paid as the order is placed, in the app; the others on delivery or at the counter. */
const paidNow: readonly PaymentMethod[] = ['pix', 'card_online'];

/** When the customer pays: Pix and a card in the app as the order is placed, the others on delivery or at the counter. */
function whenPaid(groups: TPaymentGroup[], pickup: boolean) {
  if (groups.some((group) => group.group === 'card_online')) {
    if (groups.every((group) => paidNow.includes(group.group))) return 'checkout.payment.subtitleOnlineOnly';
    return pickup ? 'checkout.payment.subtitlePickupWithOnline' : 'checkout.payment.subtitleWithOnline';
  }
  const pix = groups.some((group) => group.group === 'pix');
  if (pix && groups.length === 1) return 'checkout.payment.subtitlePixOnly';
  if (pix) return pickup ? 'checkout.payment.subtitlePickupWithPix' : 'checkout.payment.subtitleWithPix';
  return pickup ? 'checkout.payment.subtitlePickup' : 'checkout.payment.subtitle';
}

/**
 * The shop's ways to pay: a card paid in the app (its form comes from checkout), cash with an
 * optional 'Troco para', card on delivery with its flag and, for a bank card, credit or debit, Pix.
 */
export function PaymentSection({
  groups,
  pickup,
  value,
  cardTypes,
  onChange,
  totalCents,
  cardOnline,
}: PaymentSectionProps) {
  const { t } = useTranslation();
  const detailKey = detailKeys[pickup ? 'pickup' : 'delivery'];
  // The server names the card group 'Cartão na entrega'; picked up, the card is paid at the counter.
  const label = (group: TPaymentGroup) =>
    pickup && group.group === 'card_on_delivery' ? t('checkout.payment.cardPickup') : group.label;
  const [changeTouched, setChangeTouched] = useState(false);
  const [flagTouched, setFlagTouched] = useState(false);
  const problem = changeProblem(value.changeFor, totalCents);

  return (
    <CheckoutSection title={t('checkout.payment.title')}>
      {groups.length > 0 ? <p className="-mt-2 mb-4 text-sm text-ink-600">{t(whenPaid(groups, pickup))}</p> : null}
      {groups.length === 0 ? (
        <p className="rounded-2xl bg-ink-50 px-4 py-3 text-sm text-ink-700">{t('checkout.payment.none')}</p>
      ) : null}
      <div className="space-y-2.5" role="radiogroup" aria-label={t('checkout.payment.title')}>
        {groups.map((group) => (
          <ChoiceCard
            key={group.group}
            name="payment"
            checked={value.method === group.group}
            onSelect={() => onChange({ ...value, method: group.group })}
            title={label(group)}
            detail={t(detailKey[group.group])}
          >
            {group.group === 'cash' && group.accepts_change ? (
              <TextField
                label={t('checkout.payment.changeFor')}
                value={value.changeFor}
                onValueChange={(changeFor) => onChange({ ...value, changeFor })}
                onBlur={() => setChangeTouched(true)}
                money
                inputMode="decimal"
                autoComplete="off"
                placeholder={t('checkout.payment.changePlaceholder')}
                maxLength={14}
                hint={t('checkout.payment.changeHint')}
                error={
                  changeTouched && problem
                    ? problem === 'invalid'
                      ? t('checkout.payment.changeInvalid')
                      : t('checkout.payment.changeTooSmall', { total: formatMoney(totalCents) })
                    : null
                }
              />
            ) : null}
            {group.group === 'card_on_delivery' ? (
              <SelectField
                label={t('checkout.payment.flag')}
                placeholder={t('checkout.payment.flagPlaceholder')}
                value={value.cardFlagId === null ? '' : String(value.cardFlagId)}
                onValueChange={(id) => onChange({ ...value, cardFlagId: id ? Number(id) : null })}
                onBlur={() => setFlagTouched(true)}
                required
                error={flagTouched && value.cardFlagId === null ? t('checkout.payment.flagRequired') : null}
              >
                {group.flags.map((flag) => (
                  <option key={flag.flag_id} value={flag.flag_id}>
                    {flag.name}
                  </option>
                ))}
              </SelectField>
            ) : null}
            {group.group === 'card_online' ? cardOnline : null}
            {group.group === 'card_on_delivery' && cardTypes.length > 0 ? (
              <CardTypeChoice
                types={cardTypes}
                value={value.cardType}
                onChange={(cardType) => onChange({ ...value, cardType })}
              />
            ) : null}
          </ChoiceCard>
        ))}
      </div>
    </CheckoutSection>
  );
}

/** Credit or debit, side by side in one radio group: the courier sets the machine to it. */
function CardTypeChoice({
  types,
  value,
  onChange,
}: {
  types: readonly CardType[];
  value: CardType | null;
  onChange: (value: CardType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-sm font-semibold text-ink-800">{t('checkout.payment.cardType')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {types.map((type) => (
          <label
            key={type}
            className={`flex h-11 cursor-pointer items-center gap-2.5 rounded-xl border bg-white px-3 text-sm font-semibold text-ink-900 transition-colors ${
              value === type ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-200'
            }`}
          >
            <input
              type="radio"
              name="card-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-4 shrink-0 accent-brand-600"
            />
            {t(`checkout.payment.cardTypes.${type}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
