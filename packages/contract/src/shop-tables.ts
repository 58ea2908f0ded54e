import { z } from 'zod';
import { ZEnvelope } from './envelope.ts';
import { zId, zInt, zRowId, zSessionToken, zValidate } from './fields.ts';

/*
 * A shop's tables (issue 38, decision 0101): numbered as its staff call them, each with a QR code
 * that opens the shop's page in the customer's app at that table.
 */

/** Tables are numbered from 1 to this; a shop has at most `most` of them. */
export const tableLimits = { highest: 999, most: 200, perAdd: 100 } as const;

/** The query parameter of a table's QR address: the shop's page, at that table. */
export const tableParam = 'mesa';

export const ZShopTable = z
  .object({
    table_id: zRowId(),
    /** "12": the board says "Mesa 12". */
    label: z.string(),
    /** The address its QR code holds: the shop's page with `?mesa=`. */
    url: z.string(),
    /** The QR code of `url`, as SVG, to print. */
    qr_svg: z.string(),
  })
  .meta({ id: 'ShopTable' });
export type TShopTable = z.infer<typeof ZShopTable>;

const zShop = () => ({ validate: zValidate(), token: zSessionToken(), shop_id: zId() });
const zNumber = () => zInt().pipe(z.number().int().min(1).max(tableLimits.highest));

export const ZShopTablesRequest = z.object(zShop());
export const ZShopTablesResponse = ZEnvelope.extend({ tables: z.array(ZShopTable) });

/** Tables numbered `from` to `to`, both included; numbers the shop has already are kept as they are. */
export const ZAddShopTablesRequest = z
  .object({ ...zShop(), from: zNumber(), to: zNumber() })
  .refine((body) => body.from <= body.to, { message: 'o primeiro número vem antes do último', path: ['to'] })
  .refine((body) => body.to - body.from < tableLimits.perAdd, {
    message: `no máximo ${tableLimits.perAdd} mesas de uma vez`,
    path: ['to'],
  });

export const ZRemoveShopTableRequest = z.object({ ...zShop(), table_id: zId() });
