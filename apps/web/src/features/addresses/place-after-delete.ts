import type { TAddress } from '@delivery/contract/address';
import type { StoredAddress } from '../../lib/storage.ts';
import { storedFromAddress } from './address-text.ts';

/**
 * Where to deliver once `deleted` is gone: unchanged (null) unless it was the delivery place; then
 * the one address left, or, with none or several left, the deleted one's city until the customer
 * chooses.
 */
export function placeAfterDelete(
  stored: StoredAddress | null | undefined,
  deleted: TAddress,
  remaining: readonly TAddress[],
): StoredAddress | null {
  if (stored?.address_id !== deleted.address_id) return null;
  const left = remaining.filter((address) => address.address_id !== deleted.address_id);
  return left.length === 1 ? storedFromAddress(left[0]!) : { city_id: deleted.city_id, city: deleted.city };
}
