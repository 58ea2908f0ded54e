import { describe, expect, it } from 'vitest';
import { segments } from '@delivery/contract/catalog';
import {
  estimateText,
  feeLabel,
  freeDeliveryLabel,
  groupShops,
  minOrderLabel,
  isSegment,
  presentSegments,
  segmentOrder,
  ratingLabel,
  shopPath,
  sortShops,
} from './shop-labels.ts';

describe('feeLabel', () => {
  it('shows the fee to a known district, free when it is zero', () => {
    expect(feeLabel({ delivery_fee: 5.9, delivery_fee_from: 0, pickup: true }, true)).toEqual({
      key: 'catalog.fee.value',
      values: { fee: 'R$\u00a05,90' },
    });
    expect(feeLabel({ delivery_fee: 0, delivery_fee_from: 0, pickup: true }, true).key).toBe('catalog.fee.free');
  });

  it('says the shop does not deliver there when the district is known and has no fee', () => {
    expect(feeLabel({ delivery_fee: null, delivery_fee_from: 4, pickup: true }, true).key).toBe(
      'catalog.fee.notServed',
    );
  });

  it('falls back to the lowest fee when no district is known', () => {
    expect(feeLabel({ delivery_fee: null, delivery_fee_from: 6.99, pickup: true }, false)).toEqual({
      key: 'catalog.fee.from',
      values: { fee: 'R$\u00a06,99' },
    });
    expect(feeLabel({ delivery_fee: null, delivery_fee_from: 0, pickup: true }, false).key).toBe(
      'catalog.fee.fromFree',
    );
  });

  it('says a shop that delivers nowhere is pickup only, or takes no deliveries, never free somewhere', () => {
    expect(feeLabel({ delivery_fee: null, delivery_fee_from: null, pickup: true }, false).key).toBe(
      'catalog.fee.pickupOnly',
    );
    expect(feeLabel({ delivery_fee: null, delivery_fee_from: null, pickup: false }, true).key).toBe('catalog.fee.none');
  });
});

describe('estimateText and ratingLabel', () => {
  it('writes a range with an en dash, or one value', () => {
    expect(estimateText({ estimate_min: 40, estimate_max: 60 })).toBe('40–60 min');
    expect(estimateText({ estimate_min: 30, estimate_max: 30 })).toBe('30 min');
  });

  it('writes the rating with a decimal comma, or Novo before any review', () => {
    expect(ratingLabel({ rating: 4.7, rating_count: 312 })).toEqual({
      key: 'catalog.rating.value',
      values: { rating: '4,7', count: '312' },
    });
    expect(ratingLabel({ rating: 5, rating_count: 1204 }).values).toEqual({ rating: '5,0', count: '1.204' });
    expect(ratingLabel({ rating: null, rating_count: 0 }).key).toBe('catalog.rating.new');
  });

  it('shows a minimum order only when there is one', () => {
    expect(minOrderLabel({ min_order: 40 })).toEqual({ key: 'catalog.minOrder', values: { value: 'R$\u00a040,00' } });
    expect(minOrderLabel({ min_order: 0 })).toBeNull();
  });

  it('shows from which amount delivery is free, when the shop has one', () => {
    expect(freeDeliveryLabel({ free_delivery_above: 80 })).toEqual({
      key: 'catalog.freeDeliveryAbove',
      values: { value: 'R$\u00a080,00' },
    });
    expect(freeDeliveryLabel({ free_delivery_above: null })).toBeNull();
  });
});

describe('sortShops', () => {
  const shop = (id: number, isOpen: boolean, fee: number | null) => ({
    id,
    status: { is_open: isOpen, closes_at: null, next_opening: null },
    delivery_fee: fee,
  });

  it('puts open shops first, keeping the server’s order within each group', () => {
    const list = [shop(1, false, 1), shop(2, true, 1), shop(3, false, 1), shop(4, true, 1)];
    expect(sortShops(list, true).map((s) => s.id)).toEqual([2, 4, 1, 3]);
  });

  it('puts shops that do not deliver to the known district last', () => {
    const list = [shop(1, true, null), shop(2, false, 3), shop(3, true, 0)];
    expect(sortShops(list, true).map((s) => s.id)).toEqual([3, 2, 1]);
    // Without a district a null fee says nothing: only opening hours count.
    expect(sortShops(list, false).map((s) => s.id)).toEqual([1, 3, 2]);
  });
});

describe('groupShops', () => {
  const shop = (id: number, isOpen: boolean, fee: number | null) => ({
    id,
    status: { is_open: isOpen, closes_at: null, next_opening: null },
    delivery_fee: fee,
  });

  it('splits open, closed and not-served shops, leaving out empty sections', () => {
    const groups = groupShops([shop(1, false, 2), shop(2, true, null), shop(3, true, 0)], true);
    expect(groups.map((group) => [group.kind, group.shops.map((s) => s.id)])).toEqual([
      ['open', [3]],
      ['closed', [1]],
      ['notServed', [2]],
    ]);
    expect(groupShops([shop(1, true, null)], false).map((group) => group.kind)).toEqual(['open']);
  });
});

describe('presentSegments and shopPath', () => {
  it('lists the segments a city has, in the contract’s order', () => {
    expect(
      presentSegments([{ segment: 'floricultura' }, { segment: 'pizzaria' }, { segment: 'pizzaria' }], segments),
    ).toEqual(['pizzaria', 'floricultura']);
  });

  it('knows every segment of the contract, in its order', () => {
    expect(segmentOrder).toEqual(segments);
    expect(isSegment('japonesa')).toBe(true);
    expect(isSegment('padaria')).toBe(false);
    expect(isSegment(null)).toBe(false);
  });

  it('builds the permalink', () => {
    expect(shopPath({ city_slug: 'campinas', segment: 'pizzaria', slug: 'forno-da-nonna' })).toBe(
      '/campinas/pizzaria/forno-da-nonna',
    );
  });
});
