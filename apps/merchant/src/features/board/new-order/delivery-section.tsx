import type { TShopDetail } from '@delivery/contract/catalog';
import type { TStaffCustomer } from '@delivery/contract/staff-orders';
import { serverMessage } from '@delivery/client/api-error';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useAddAddress, useDistricts } from './new-order-api.ts';

type DeliverySectionProps = {
  shop: TShopDetail;
  customer: TStaffCustomer | null;
  /** null: taken at the counter. */
  addressId: number | null;
  delivering: boolean;
  onDelivering: (delivering: boolean) => void;
  onAddress: (addressId: number | null) => void;
  /** The customer with the address just added. */
  onCustomer: (customer: TStaffCustomer) => void;
  error: string | null;
};

/** Taken at the counter, or delivered to one of the customer's addresses (a new one saved here). */
export function DeliverySection(props: DeliverySectionProps) {
  const { shop, customer, addressId, delivering, onDelivering, onAddress, error } = props;
  return (
    <div className="space-y-3">
      <Segmented
        label={messages.newOrder.delivery}
        value={delivering ? 'deliver' : 'pickup'}
        options={[
          { value: 'pickup', label: messages.newOrder.pickup },
          { value: 'deliver', label: messages.newOrder.deliver },
        ]}
        onChange={(value) => {
          onDelivering(value === 'deliver');
          onAddress(value === 'deliver' ? (customer?.addresses[0]?.address_id ?? null) : null);
        }}
      />
      {!delivering && !shop.pickup ? (
        <p className="text-base text-amber-900">{messages.newOrder.pickupNotOffered}</p>
      ) : null}
      {delivering && !customer ? <p className="text-base text-ink-600">{messages.newOrder.customerNeeded}</p> : null}
      {delivering && customer ? (
        <>
          <div role="radiogroup" aria-label={messages.newOrder.delivery} className="space-y-2">
            {customer.addresses.map((address) => (
              <button
                key={address.address_id}
                type="button"
                role="radio"
                aria-checked={address.address_id === addressId}
                onClick={() => onAddress(address.address_id)}
                className="flex min-h-14 w-full flex-col rounded-xl border-2 border-ink-200 px-3 py-2 text-left hover:border-ink-400 focus-visible:outline-3 focus-visible:outline-sky-600 aria-checked:border-ink-900 aria-checked:bg-ink-50"
              >
                <span className="text-base font-bold text-ink-900">
                  {address.street}, {address.number}
                  {address.complement ? ` · ${address.complement}` : ''}
                </span>
                <span className="text-sm text-ink-700">{address.district}</span>
              </button>
            ))}
          </div>
          {error ? (
            <p role="alert" className="text-base font-semibold text-brand-700">
              {error}
            </p>
          ) : null}
          <NewAddress {...props} customer={customer} />
        </>
      ) : null}
    </div>
  );
}

function NewAddress({ shop, customer, onAddress, onCustomer }: DeliverySectionProps & { customer: TStaffCustomer }) {
  const byDistrict = shop.delivery_mode === 'DISTRICT';
  const districts = useDistricts(byDistrict ? shop.city_id : undefined);
  const [fields, setFields] = useState({ district: '', street: '', number: '', complement: '', reference: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const add = useAddAddress();
  const set = (key: keyof typeof fields) => (value: string) => setFields((now) => ({ ...now, [key]: value }));
  return (
    <form
      aria-label={messages.newOrder.newAddress}
      className="space-y-3 rounded-xl border-2 border-dashed border-ink-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          {
            shop_id: shop.shop_id,
            customer_id: customer.customer_id,
            city_id: shop.city_id,
            ...(byDistrict ? { district_id: Number(fields.district) } : { district: fields.district }),
            street: fields.street,
            number: fields.number,
            complement: fields.complement,
            reference: fields.reference,
          },
          {
            onSuccess: ({ address }) => {
              onCustomer({ ...customer, addresses: [...customer.addresses, address] });
              onAddress(address.address_id);
              setFields({ district: '', street: '', number: '', complement: '', reference: '' });
              setFailure(null);
            },
            onError: (error) => setFailure(serverMessage(error) ?? messages.app.unknownError),
          },
        );
      }}
    >
      <p className="text-base font-bold text-ink-900">{messages.newOrder.newAddress}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
        <TextField label={messages.newOrder.street} value={fields.street} onValueChange={set('street')} required />
        <TextField label={messages.newOrder.number} value={fields.number} onValueChange={set('number')} required />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {byDistrict ? (
          <SelectField
            label={messages.newOrder.district}
            value={fields.district}
            onValueChange={set('district')}
            required
            options={[
              { value: '', label: messages.newOrder.pickDistrict },
              ...(districts.data ?? []).map((district) => ({
                value: String(district.district_id),
                label: district.district_name,
              })),
            ]}
          />
        ) : (
          <TextField
            label={messages.newOrder.district}
            value={fields.district}
            onValueChange={set('district')}
            required
          />
        )}
        <TextField label={messages.newOrder.complement} value={fields.complement} onValueChange={set('complement')} />
      </div>
      <TextField label={messages.newOrder.reference} value={fields.reference} onValueChange={set('reference')} />
      {failure ? (
        <p role="alert" className="text-base font-semibold text-brand-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={add.isPending}>
        {messages.newOrder.saveAddress}
      </Button>
    </form>
  );
}
