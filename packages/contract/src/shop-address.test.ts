import { describe, expect, it } from 'vitest';
import type { TShopAddress } from './catalog.ts';
import { addressLine, mapsUrl, placeLine, streetLine } from './shop-address.ts';

const nonna: TShopAddress = {
  street: 'Rua Maria Monteiro',
  number: '820',
  complement: 'Loja 2',
  district: 'Cambuí',
  city: 'Campinas',
  state: 'SP',
  cep: '13025-151',
};

describe('shop address', () => {
  it('writes street, number and complement, then district, city and state', () => {
    expect(streetLine(nonna)).toBe('Rua Maria Monteiro, 820 - Loja 2');
    expect(placeLine(nonna)).toBe('Cambuí, Campinas - SP');
    expect(addressLine(nonna)).toBe('Rua Maria Monteiro, 820 - Loja 2 - Cambuí, Campinas - SP');
  });

  it('leaves out what the shop did not give', () => {
    const bare = { ...nonna, number: '', complement: '', district: '', cep: '' };
    expect(addressLine(bare)).toBe('Rua Maria Monteiro - Campinas - SP');
  });

  it('searches the map for the shop at its address', () => {
    expect(mapsUrl('Forno da Nonna', nonna)).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
        'Forno da Nonna, Rua Maria Monteiro, 820 - Loja 2 - Cambuí, Campinas - SP, 13025-151',
      )}`,
    );
  });
});
