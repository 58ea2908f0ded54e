import type { TShopDeliveryResponse } from '@delivery/contract/shop-delivery';
import { describe, expect, it } from 'vitest';
import {
  applyFee,
  deliveryIssues,
  filterDistricts,
  formOf,
  inputOf,
  isChanged,
  nextBand,
  setServed,
} from './delivery-form.ts';

const byDistrict: TShopDeliveryResponse = {
  error_type: 0,
  message: 'Sucesso',
  delivery: {
    pickup: true,
    min_order: 30,
    free_delivery_above: null,
    districts: [
      { district_id: 1, name: 'Cambuí', served: true, fee: 5.9, extra_minutes: 0 },
      { district_id: 2, name: 'Jardim Guanabara', served: false, fee: 0, extra_minutes: 0 },
      { district_id: 3, name: 'Taquaral', served: true, fee: 7, extra_minutes: 10 },
    ],
    bands: [],
    location: { latitude: -22.9, longitude: -47.06 },
  },
  mode: 'DISTRICT',
  city: 'Campinas',
  version: 3,
  last_change: null,
};

const byDistance: TShopDeliveryResponse = {
  ...byDistrict,
  delivery: {
    ...byDistrict.delivery,
    districts: [],
    bands: [
      { max_km: 3, fee: 4, extra_minutes: 0 },
      { max_km: 7.5, fee: 9, extra_minutes: 15 },
    ],
  },
  mode: 'GEOCODE',
};

describe('the delivery form', () => {
  it('sends the served districts only, and no location for a shop priced by district', () => {
    const form = formOf(byDistrict);
    expect(inputOf(form, 'DISTRICT')).toEqual({
      pickup: '1',
      min_order: 30,
      free_delivery_above: null,
      districts: [
        { district_id: 1, fee: 5.9, extra_minutes: 0 },
        { district_id: 3, fee: 7, extra_minutes: 10 },
      ],
      bands: [],
      location: null,
    });
    expect(isChanged(form, formOf(byDistrict), 'DISTRICT')).toBe(false);
  });

  it('sends bands and location typed with commas for a shop priced by distance', () => {
    const form = formOf(byDistance);
    expect(form.bands.map((b) => b.maxKm)).toEqual(['3', '7,5']);
    expect(inputOf({ ...form, longitude: '-47,05' }, 'GEOCODE')).toMatchObject({
      districts: [],
      bands: [
        { max_km: 3, fee: 4, extra_minutes: 0 },
        { max_km: 7.5, fee: 9, extra_minutes: 15 },
      ],
      location: { latitude: -22.9, longitude: -47.05 },
    });
    expect(deliveryIssues(form, 'GEOCODE')).toBeNull();
  });

  it('marks a served district without a fee, and refuses leaving the shop with no way to take orders', () => {
    const form = formOf(byDistrict);
    const served = setServed(form.districts, new Set([2]), true);
    expect(deliveryIssues({ ...form, districts: served }, 'DISTRICT')?.districts.get(2)).toBe(
      'Informe a taxa (zero para grátis).',
    );
    const none = setServed(form.districts, new Set([1, 2, 3]), false);
    expect(deliveryIssues({ ...form, pickup: false, districts: none }, 'DISTRICT')).toMatchObject({
      noWay: 'A loja ficaria sem receber pedidos: entregue em ao menos um bairro ou deixe a retirada no local ligada.',
    });
    expect(deliveryIssues({ ...form, pickup: true, districts: none }, 'DISTRICT')).toBeNull();
  });

  it('says what is wrong with amounts and bands in the contract’s words', () => {
    const form = formOf(byDistance);
    const repeated = { ...form.bands[1]!, maxKm: '3' };
    const empty = { ...nextBand(form.bands), maxKm: '' };
    const issues = deliveryIssues(
      { ...form, freeAbove: 0, bands: [form.bands[0]!, repeated, empty], latitude: '' },
      'GEOCODE',
    );
    expect(issues?.freeAbove).toBe('Deve ser maior que zero; para entrega sempre grátis, use taxa zero');
    expect(issues?.bands.get(repeated.key)).toBe('A faixa de até 3 km aparece mais de uma vez');
    expect(issues?.bands.get(empty.key)).toBe('Informe até quantos km.');
    expect(issues?.location).toBe('Informe a latitude e a longitude.');
  });

  it('finds districts whatever the accents and case, and sets a fee on the served ones found', () => {
    const { districts } = formOf(byDistrict);
    const found = filterDistricts(districts, 'cambui');
    expect(found.map((d) => d.name)).toEqual(['Cambuí']);
    expect(filterDistricts(districts, '  ')).toHaveLength(3);
    const ids = new Set(filterDistricts(districts, 'a').map((d) => d.districtId));
    expect(applyFee(districts, ids, 6.5).map((d) => [d.name, d.fee])).toEqual([
      ['Cambuí', 6.5],
      ['Jardim Guanabara', null],
      ['Taquaral', 6.5],
    ]);
  });

  it('adds a band beyond the farthest, priced as it', () => {
    const { bands } = formOf(byDistance);
    expect(nextBand(bands)).toMatchObject({ maxKm: '9', fee: 9, minutes: '15' });
    expect(nextBand([])).toMatchObject({ maxKm: '3', fee: null, minutes: '0' });
  });
});
