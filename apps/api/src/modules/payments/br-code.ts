import { generatePixPayload } from '@brazilian-utils/brazilian-utils/generate-pix-payload';

/**
 * The txid of a static BR Code: the order's number as the shop's board shows it (decision 0067),
 * so the shop matches the Pix its bank lists with the order.
 */
export const staticPixTxid = (orderNumber: number) => `PEDIDO${orderNumber}`;

/** A static Pix BR Code (EMV payload with its CRC16) for the order's amount, built by brazilian-utils. */
export function pixPayload(options: {
  key: string;
  shopName: string;
  city: string;
  amountCents: number;
  orderNumber: number;
}) {
  const payload = generatePixPayload({
    key: options.key,
    merchantName: options.shopName,
    merchantCity: options.city,
    amount: options.amountCents / 100,
    txid: staticPixTxid(options.orderNumber),
  });
  if (!payload) throw new Error('Pix payload not generated');
  return payload;
}

/**
 * A dynamic BR Code: the PSP's location of a charge (no scheme) in place of a key, for a PSP
 * that answers the location without the `pixCopiaECola` of API Pix 2.x.
 */
export function dynamicPixPayload(options: { location: string; shopName: string; city: string }): string {
  const payload = generatePixPayload({
    url: options.location.replace(/^https?:\/\//, ''),
    merchantName: options.shopName,
    merchantCity: options.city,
  });
  if (!payload) throw new Error('dynamic Pix payload not generated');
  return payload;
}
