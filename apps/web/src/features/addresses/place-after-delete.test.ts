import { describe, expect, it } from 'vitest';
import type { TAddress } from '@delivery/contract/address';
import { storedFromAddress } from './address-text.ts';
import { placeAfterDelete } from './place-after-delete.ts';

const address = (address_id: number, street: string): TAddress => ({
  address_id,
  city_id: 1,
  city: 'Campinas',
  district_id: 1003,
  district: 'Cambuí',
  cep: '13025-000',
  street,
  number: '10',
  complement: '',
  reference: '',
  latitude: null,
  longitude: null,
});

describe('the delivery place after an address is deleted', () => {
  const home = address(7, 'Rua Coronel Quirino');
  const work = address(8, 'Avenida Norte-Sul');
  const gym = address(9, 'Rua Barão');

  it('becomes the one address left when the deleted one was the delivery place', () => {
    expect(placeAfterDelete(storedFromAddress(home), home, [home, work])).toEqual(storedFromAddress(work));
    expect(placeAfterDelete(storedFromAddress(home), home, [work])).toEqual(storedFromAddress(work));
  });

  it('keeps the city when none or several are left, for the customer to choose', () => {
    expect(placeAfterDelete(storedFromAddress(home), home, [home])).toEqual({ city_id: 1, city: 'Campinas' });
    expect(placeAfterDelete(storedFromAddress(home), home, [home, work, gym])).toEqual({
      city_id: 1,
      city: 'Campinas',
    });
  });

  it('changes nothing when another address or a city was the delivery place', () => {
    expect(placeAfterDelete(storedFromAddress(work), home, [home, work])).toBeNull();
    expect(placeAfterDelete({ city_id: 1, city: 'Campinas' }, home, [home, work])).toBeNull();
    expect(placeAfterDelete(null, home, [home, work])).toBeNull();
  });
});
