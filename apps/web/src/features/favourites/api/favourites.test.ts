import { describe, expect, it } from 'vitest';
import { toggledList } from './favourites.ts';

const shop = (shop_id: number) => ({ shop_id, city_id: 1, name: `Loja ${shop_id}`, logo: '' });

describe('toggledList', () => {
  it('puts a new favourite first, as the server lists them', () => {
    expect(toggledList([shop(1), shop(2)], { shop: shop(3), favourite: true }).map((s) => s.shop_id)).toEqual([
      3, 1, 2,
    ]);
  });
  it('keeps a shop once when it is added again', () => {
    expect(toggledList([shop(1), shop(2)], { shop: shop(2), favourite: true }).map((s) => s.shop_id)).toEqual([2, 1]);
  });
  it('drops a removed one and leaves the others in order', () => {
    expect(toggledList([shop(1), shop(2), shop(3)], { shop: shop(2), favourite: false }).map((s) => s.shop_id)).toEqual(
      [1, 3],
    );
  });
});
