import type { TAddress } from '@delivery/contract/address';
import type { TShopAddress } from '@delivery/contract/catalog';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlusIcon, StoreIcon } from '../../../components/catalog-icons.tsx';
import { MapPinIcon } from '../../../components/icons.tsx';
import { addressLine } from '@delivery/contract/shop-address';
import type { Delivery } from '../order-draft.ts';
import { CheckoutSection, ChoiceCard } from './choice-card.tsx';

type DeliverySectionProps = {
  addresses: TAddress[];
  pickup: boolean;
  shopName: string;
  /** Where the order is picked up; absent while the shop has not given it. */
  shopAddress: TShopAddress | undefined;
  value: Delivery | null;
  onChange: (value: Delivery) => void;
};

const streetLine = (address: TAddress) => (address.number ? `${address.street}, ${address.number}` : address.street);

const detailLine = (address: TAddress) =>
  [address.complement, address.district, address.city].filter(Boolean).join(' · ');

/** The choices' group, which 'Escolher outro endereço' brings the customer back to. */
export const deliveryGroupId = 'checkout-delivery';

/** Brings the customer to the choice of where to receive: scrolled to, and the chosen one focused. */
export function focusDeliveryChoice(): void {
  const group = document.getElementById(deliveryGroupId);
  group?.scrollIntoView({ block: 'center' });
  group?.querySelector<HTMLInputElement>('input:checked, input')?.focus({ preventScroll: true });
}

/** Where to receive: one of the customer's addresses, or pickup when the shop offers it. */
export function DeliverySection({ addresses, pickup, shopName, shopAddress, value, onChange }: DeliverySectionProps) {
  const { t } = useTranslation();
  return (
    <CheckoutSection title={t('checkout.delivery.title')}>
      <div id={deliveryGroupId} className="space-y-2.5" role="radiogroup" aria-label={t('checkout.delivery.title')}>
        {addresses.map((address) => (
          <ChoiceCard
            key={address.address_id}
            name="delivery"
            icon={<MapPinIcon className="size-5" />}
            checked={value?.kind === 'delivery' && value.addressId === address.address_id}
            onSelect={() => onChange({ kind: 'delivery', addressId: address.address_id })}
            title={streetLine(address)}
            detail={detailLine(address)}
          />
        ))}
        {pickup ? (
          <ChoiceCard
            name="delivery"
            icon={<StoreIcon className="size-5" />}
            checked={value?.kind === 'pickup'}
            onSelect={() => onChange({ kind: 'pickup' })}
            title={t('checkout.delivery.pickup')}
            detail={
              shopAddress ? (
                <>
                  <span data-testid="pickup-address" className="block">
                    {addressLine(shopAddress)}
                  </span>
                  <span className="block">{t('checkout.delivery.pickupFree')}</span>
                </>
              ) : (
                t('checkout.delivery.pickupDetail', { shop: shopName })
              )
            }
          />
        ) : null}
        {addresses.length === 0 ? (
          <p className="rounded-2xl bg-ink-50 px-4 py-3 text-sm text-ink-700">
            {pickup ? t('checkout.delivery.noAddress') : t('checkout.delivery.noAddressNoPickup')}
          </p>
        ) : null}
        <Link
          to="/new-address"
          state={{ from: 'checkout' }}
          className="flex items-center gap-3 rounded-2xl border border-dashed border-ink-300 px-4 py-3.5 font-semibold text-brand-700 transition-colors hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <PlusIcon className="size-5" strokeWidth={2.4} />
          {t('checkout.delivery.add')}
        </Link>
      </div>
    </CheckoutSection>
  );
}
