import { describe, expect, it } from 'vitest';
import {
  addressFields,
  cepDigits,
  emptyAddressForm,
  formatCep,
  formFromAddress,
  isCompleteCep,
  validateAddressForm,
} from './address-form-rules.ts';

const filled = {
  ...emptyAddressForm,
  cityId: '1',
  districtId: '1003',
  street: ' Rua Coronel Quirino ',
  number: '1200',
};

describe('CEP', () => {
  it('keeps eight digits and masks them 99999-999', () => {
    expect(cepDigits('13025-000x9')).toBe('13025000');
    expect(formatCep('13025000')).toBe('13025-000');
    expect(formatCep('130')).toBe('130');
    expect(isCompleteCep('13025-000')).toBe(true);
    expect(isCompleteCep('13025-00')).toBe(false);
  });
});

describe('validateAddressForm', () => {
  it('asks for city, district, street and number', () => {
    expect(validateAddressForm(emptyAddressForm, 'DISTRICT')).toEqual({
      cityId: 'city',
      districtId: 'district',
      street: 'street',
      number: 'number',
    });
    expect(validateAddressForm(filled, 'DISTRICT')).toEqual({});
  });

  it('takes a typed district in GEOCODE mode', () => {
    expect(validateAddressForm({ ...filled, districtId: '' }, 'GEOCODE')).toEqual({ district: 'district' });
    expect(validateAddressForm({ ...filled, districtId: '', district: 'Cambuí' }, 'GEOCODE')).toEqual({});
  });

  it('leaves the CEP optional but refuses a partial one', () => {
    expect(validateAddressForm({ ...filled, cep: '1302' }, 'DISTRICT')).toEqual({ cep: 'cep' });
    expect(validateAddressForm({ ...filled, cep: '13025-000' }, 'DISTRICT')).toEqual({});
  });

  it('refuses a CEP the lookup placed outside the cities served', () => {
    expect(validateAddressForm({ ...filled, cep: '01310-100' }, 'DISTRICT', true)).toEqual({ cep: 'cepNotServed' });
  });
});

describe('addressFields and formFromAddress', () => {
  it('sends ids as numbers, trimmed text and no empty optional field', () => {
    expect(addressFields({ ...filled, cep: '13025000', complement: ' ' }, 'DISTRICT')).toEqual({
      city_id: 1,
      district_id: 1003,
      cep: '13025-000',
      street: 'Rua Coronel Quirino',
      number: '1200',
      complement: undefined,
      reference: undefined,
    });
    expect(addressFields({ ...filled, district: ' Cambuí ' }, 'GEOCODE')).toMatchObject({ district: 'Cambuí' });
    expect(addressFields({ ...filled, district: 'Cambuí' }, 'GEOCODE')).not.toHaveProperty('district_id');
  });

  it('fills the form from a saved address', () => {
    const form = formFromAddress({
      address_id: 9,
      city_id: 1,
      city: 'Campinas',
      district_id: null,
      district: 'Cambuí',
      cep: '13025-000',
      street: 'Rua A',
      number: '1',
      complement: 'Apto 2',
      reference: '',
      latitude: null,
      longitude: null,
    });
    expect(form).toMatchObject({ cityId: '1', districtId: '', district: 'Cambuí', complement: 'Apto 2' });
  });
});
