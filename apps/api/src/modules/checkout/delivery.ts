import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { Database } from '../../db/client.ts';
import type { AddressSnapshot } from '../../db/schema/orders.ts';
import { AppError } from '../../http/app-error.ts';
import { findAddressOfCustomer } from '../addresses/service.ts';
import { deliveryTo, type ShopBundle } from '../catalog/service.ts';

/** The fee and the minutes it adds to the estimate, and where it goes (null: pickup at the shop). */
export type OrderDelivery =
  { ok: true; feeCents: number; extraMinutes: number; address: AddressSnapshot | null } | { ok: false; goBack: string };

/** Delivery to one of the customer's addresses, or pickup when there is none and the shop offers it. */
export async function deliveryOf(
  db: Database,
  customerId: number,
  bundle: ShopBundle,
  addressId: number | null | undefined,
): Promise<OrderDelivery> {
  if (!addressId) {
    return bundle.shop.pickup
      ? { ok: true, feeCents: 0, extraMinutes: 0, address: null }
      : { ok: false, goBack: apiMessages.pickupNotOffered };
  }
  const found = await findAddressOfCustomer(db, customerId, addressId);
  if (!found) throw new AppError(ErrorType.NOT_FOUND, apiMessages.addressNotFound);
  const fee = found.cityId === bundle.shop.cityId ? deliveryTo(bundle, found) : null;
  if (!fee) return { ok: false, goBack: apiMessages.notDeliveringThere };
  const { row } = found;
  return {
    ok: true,
    feeCents: fee.feeCents,
    extraMinutes: fee.extraMinutes,
    address: {
      street: row.street,
      number: row.number,
      complement: row.complement,
      district: row.districtName,
      // Delivered only within the shop's city.
      city: bundle.cityName,
      cep: row.cep,
      reference: row.reference,
    },
  };
}
