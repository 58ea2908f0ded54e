import { describe, expect, it } from 'vitest';
import { linkedShop, shopPageLink } from './shop-link.ts';

describe('a link to one shop’s page', () => {
  const shops = [{ shop_id: 4 }, { shop_id: 12 }];
  const paramsOf = (link: string) => new URL(link, 'https://painel.example').searchParams;

  it('names the shop the page opens on', () => {
    expect(shopPageLink('/loja/horarios', 12)).toBe('/loja/horarios?loja=12');
    expect(linkedShop(paramsOf(shopPageLink('/loja/horarios', 12)), shops)).toBe(12);
  });

  it('is ignored for a shop the person does not run, or none', () => {
    expect(linkedShop(paramsOf('/loja/horarios?loja=99'), shops)).toBeNull();
    expect(linkedShop(paramsOf('/loja/horarios?loja=abc'), shops)).toBeNull();
    expect(linkedShop(paramsOf('/loja/horarios'), shops)).toBeNull();
  });
});
