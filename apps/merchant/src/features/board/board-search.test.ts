import { describe, expect, it } from 'vitest';
import { firstName, matchesSearch } from './board-search.ts';

const order = { order_number: 1042, customer: { name: 'Conceição Araújo', phone: '11987654321' } };

describe('matchesSearch', () => {
  it('keeps every order while the search is empty', () => {
    expect(matchesSearch(order, '')).toBe(true);
    expect(matchesSearch(order, '   ')).toBe(true);
  });

  it('finds an order by the start of its number, with or without the #', () => {
    for (const query of ['1042', '#1042', '104', ' 10 ']) expect(matchesSearch(order, query), query).toBe(true);
    expect(matchesSearch(order, '042')).toBe(false);
    expect(matchesSearch(order, '10420')).toBe(false);
  });

  it("finds it by any run of its customer's phone, typed with or without its marks", () => {
    for (const query of ['4321', '98765', '(11) 98765-4321', '11 9876']) {
      expect(matchesSearch(order, query), query).toBe(true);
    }
    expect(matchesSearch(order, '5555')).toBe(false);
    expect(matchesSearch(order, '#')).toBe(false);
  });

  it('reads a short run of digits, or one after a #, as a number only, not as part of a phone', () => {
    const third = { order_number: 3, customer: order.customer };
    for (const query of ['5', '87', '876', '#4321']) expect(matchesSearch(third, query), query).toBe(false);
    expect(matchesSearch(third, '3')).toBe(true);
    expect(matchesSearch(third, '#3')).toBe(true);
  });

  it("finds it by part of its customer's name, whatever the accents and case", () => {
    for (const query of ['conceicao', 'ARAÚJO', 'ção ara']) expect(matchesSearch(order, query), query).toBe(true);
    expect(matchesSearch(order, 'maria')).toBe(false);
    // A letter makes it a name: the number is not read out of it.
    expect(matchesSearch(order, 'a1042')).toBe(false);
  });
});

describe('firstName', () => {
  it('is the first word of the name given', () => {
    expect(firstName('  Conceição  Araújo ')).toBe('Conceição');
    expect(firstName('Zé')).toBe('Zé');
  });
});
