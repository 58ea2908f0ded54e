import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentMethods } from '@delivery/contract/catalog-constants';
import { deliveryTypes, statusPath, type TDeliveryType, type TOrderStatus } from '@delivery/contract/order-status';
import { detailsTitleKey, paymentKey, placedTextKey, reviewKeys, statusHintKey, statusKey } from './order-wording.ts';

/** The texts the app loads: a key that names nothing here fails, as a missing text would show. */
const common = JSON.parse(
  readFileSync(new URL('../../../public/locales/pt-BR/common.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

function text(key: string): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], common);
  if (typeof found !== 'string') throw new Error(`no text at ${key}`);
  return found;
}

/** Every text an order of this type shows along its path, and when it is cancelled. */
function wordsOf(type: TDeliveryType): Map<string, string> {
  const statuses: TOrderStatus[] = [...statusPath(type), 'cancelled'];
  const keys = [
    ...statuses.flatMap((status) => [statusKey(status), statusHintKey(type, status)]),
    placedTextKey(type),
    detailsTitleKey(type),
    ...paymentMethods.map((method) => paymentKey(type, method)),
    ...Object.values(reviewKeys(type)),
  ];
  return new Map(keys.map((key) => [key, text(key)]));
}

const deliveryWords = /entreg|a caminho|saiu para/i;

describe('the words of an order, by how it is received', () => {
  it('never reads as a delivery for a pickup order, at any step or in any detail', () => {
    for (const [key, words] of wordsOf('pickup')) expect(words, key).not.toMatch(deliveryWords);
  });

  it('never reads as a delivery on the pickup card either', () => {
    const card = common.orders as { pickup: Record<string, string> };
    for (const [key, words] of Object.entries(card.pickup)) expect(words, key).not.toMatch(deliveryWords);
  });

  it("says 'Pronto para retirada' and to pick it up when a pickup order is ready", () => {
    expect(text(statusKey('ready_for_pickup'))).toBe('Pronto para retirada');
    expect(text(statusHintKey('pickup', 'ready_for_pickup'))).toMatch(/retir/i);
    expect(text(statusHintKey('pickup', 'preparing'))).toMatch(/pronto para retirada/i);
    expect(text(placedTextKey('pickup'))).toMatch(/retirada/);
    expect(text(paymentKey('pickup', 'card_on_delivery'))).toBe('Cartão na retirada');
  });

  it('keeps the delivery words for a delivery order', () => {
    expect(text(statusKey('out_for_delivery'))).toBe('Saiu para entrega');
    expect(text(statusHintKey('delivery', 'out_for_delivery'))).toMatch(/a caminho/);
    expect(text(statusHintKey('delivery', 'preparing'))).not.toMatch(/retirada/);
    expect(text(placedTextKey('delivery'))).toMatch(/entrega/);
    expect(text(paymentKey('delivery', 'card_on_delivery'))).toBe('Cartão na entrega');
    expect(text(reviewKeys('delivery').notYet)).toMatch(/entregue/);
  });

  it('has a text for every key either type can ask for', () => {
    for (const type of deliveryTypes) expect(wordsOf(type).size).toBeGreaterThan(10);
  });
});
