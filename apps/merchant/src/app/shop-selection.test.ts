import { describe, expect, it } from 'vitest';
import { selectedShop } from './shop-selection.ts';

const shop = (shop_id: number) => ({
  shop_id,
  name: `Loja ${shop_id}`,
  role: 'owner' as const,
  time_zone: 'America/Sao_Paulo',
  auto_accept: false,
});

describe('selectedShop', () => {
  it('is the only shop of someone who runs one, whatever was picked', () => {
    expect(selectedShop({ shops: [shop(3)] }, 'all')).toBe(3);
    expect(selectedShop({ shops: [shop(3)] }, 9)).toBe(3);
  });

  it('is the picked shop while it is still theirs, else every shop', () => {
    const staff = { shops: [shop(3), shop(4)] };
    expect(selectedShop(staff, 4)).toBe(4);
    expect(selectedShop(staff, 9)).toBeNull();
    expect(selectedShop(staff, 'all')).toBeNull();
  });
});
