import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { describe, expect, it } from 'vitest';
import { priceLines } from './price-lines.ts';
import { testBundle } from '../../../test/helpers/shop-bundle.ts';

describe('priceLines', () => {
  it("prices each line from the shop's menu: half-and-half at the average, extras added, names and ids of now", () => {
    const priced = priceLines(testBundle(), [
      { productId: 10, quantity: 2, optionIds: [101, 102, 201] },
      { productId: 11, quantity: 3, optionIds: [] },
    ]);
    expect(priced).toEqual({
      ok: true,
      productsCents: 2 * (4250 + 850) + 3 * 400,
      lines: [
        {
          productId: 10,
          name: 'Pizza grande',
          quantity: 2,
          unitCents: 5100,
          totalCents: 10200,
          options: [
            { group: 'Sabores', option: 'Calabresa', priceCents: 4000, optionId: 101, flavours: 2 },
            { group: 'Sabores', option: 'Margherita', priceCents: 4500, optionId: 102, flavours: 2 },
            { group: 'Borda', option: 'Catupiry', priceCents: 850, optionId: 201 },
          ],
        },
        { productId: 11, name: 'Água', quantity: 3, unitCents: 400, totalCents: 1200, options: [] },
      ],
    });
  });

  it('sends the customer back for a product that is not on this shop’s menu', () => {
    const priced = priceLines(testBundle(), [
      { productId: 11, quantity: 1, optionIds: [] },
      { productId: 99, quantity: 1, optionIds: [] },
    ]);
    expect(priced).toEqual({ ok: false, goBack: apiMessages.productNotInShop });
  });

  it('sends the customer back for an option the product does not have', () => {
    const priced = priceLines(testBundle(), [{ productId: 10, quantity: 1, optionIds: [101, 999] }]);
    expect(priced).toEqual({ ok: false, goBack: apiMessages.unknownOption });
  });

  it("sends the customer back with the group's rule when a choice is missing", () => {
    const priced = priceLines(testBundle(), [{ productId: 10, quantity: 1, optionIds: [201] }]);
    expect(priced).toEqual({
      ok: false,
      goBack: formatMessage(apiMessages.chooseAtLeast, { min: 1, group: 'Sabores' }),
    });
  });
});
