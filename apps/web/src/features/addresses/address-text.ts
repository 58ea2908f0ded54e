import type { TAddress } from '@delivery/contract/address';
import type { StoredAddress } from '../../lib/storage.ts';

/** 'Rua Coronel Quirino, 1200': how an address is named in lists, dialogs and the header. */
export const addressLine = (address: Pick<TAddress, 'street' | 'number'>): string =>
  address.number ? `${address.street}, ${address.number}` : address.street;

/**
 * The delivery Address to store when the customer picks a saved address (docs/product.md's city_id
 * and city, plus the rest).
 */
export const storedFromAddress = (address: TAddress): StoredAddress => ({
  city_id: address.city_id,
  city: address.city,
  address_id: address.address_id,
  district_id: address.district_id,
  district: address.district,
  cep: address.cep,
  street: address.street,
  number: address.number,
  complement: address.complement,
  reference: address.reference,
});

/** What the header shows: the chosen address's street and number, else the city. */
export const deliveryPlaceText = (stored: StoredAddress | null | undefined): string | null =>
  stored ? (stored.street ? addressLine({ street: stored.street, number: stored.number ?? '' }) : stored.city) : null;
