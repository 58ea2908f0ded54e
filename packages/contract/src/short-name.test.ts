import { describe, expect, it } from 'vitest';
import { shortNameOf } from './short-name.ts';

describe('shortNameOf', () => {
  it("is the tenant's own short name when it set one", () => {
    expect(shortNameOf({ title: 'Pizzaria Bella Napoli', short_name: ' Bella Napoli ' })).toBe('Bella Napoli');
  });

  it('is a title that fits, whole', () => {
    expect(shortNameOf({ title: 'Pede Já', short_name: '' })).toBe('Pede Já');
    expect(shortNameOf({ title: 'Açaí da Vila', short_name: '' })).toBe('Açaí da Vila');
  });

  it('cuts a longer title after its last whole word that fits, and the separator it ends on', () => {
    expect(shortNameOf({ title: 'Pizzaria Bella Napoli', short_name: '' })).toBe('Pizzaria');
    expect(shortNameOf({ title: 'Pede Já Campinas', short_name: '' })).toBe('Pede Já');
    expect(shortNameOf({ title: 'Bar do Zé - Centro', short_name: '' })).toBe('Bar do Zé');
    expect(shortNameOf({ title: '  Sushi   &  Co  Restaurante ', short_name: '' })).toBe('Sushi & Co');
  });

  it('cuts inside a first word longer than the space under an icon', () => {
    expect(shortNameOf({ title: 'Supermercados Avenida', short_name: '' })).toBe('Supermercado');
  });

  it('never passes 12 characters, counting accented letters once', () => {
    for (const title of [
      'Pão de Açúcar Express',
      'Churrascaria Gaúcha',
      'A B C D E F G H',
      'Comida Caseira da Dona Maria',
    ]) {
      const name = shortNameOf({ title, short_name: '' });
      expect(Array.from(name).length, title).toBeLessThanOrEqual(12);
      expect(name.length, title).toBeGreaterThan(0);
    }
  });
});
