import { describe, expect, it } from 'vitest';
import { addressLine, deliveryPlaceText, storedFromAddress } from './address-text.ts';

const address = {
  address_id: 7,
  city_id: 1,
  city: 'Campinas',
  district_id: 1003,
  district: 'Cambuí',
  cep: '13025-000',
  street: 'Rua Coronel Quirino',
  number: '1200',
  complement: '',
  reference: '',
  latitude: null,
  longitude: null,
};

describe('address texts', () => {
  it('names an address by street and number', () => {
    expect(addressLine(address)).toBe('Rua Coronel Quirino, 1200');
    expect(addressLine({ street: 'Rua A', number: '' })).toBe('Rua A');
  });

  it('stores docs/product.md’s city_id and city with the address fields', () => {
    expect(storedFromAddress(address)).toEqual({
      city_id: 1,
      city: 'Campinas',
      address_id: 7,
      district_id: 1003,
      district: 'Cambuí',
      cep: '13025-000',
      street: 'Rua Coronel Quirino',
      number: '1200',
      complement: '',
      reference: '',
    });
  });

  it('shows the street once an address is chosen, else the city', () => {
    expect(deliveryPlaceText(storedFromAddress(address))).toBe('Rua Coronel Quirino, 1200');
    expect(deliveryPlaceText({ city_id: 1, city: 'Campinas' })).toBe('Campinas');
    expect(deliveryPlaceText(null)).toBeNull();
  });
});
