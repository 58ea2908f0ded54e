import type { PaymentMethod } from '@delivery/contract/catalog-constants';
import { apiMessages } from '@delivery/contract/messages';
import { stringify } from 'csv-stringify/sync';

/*
 * The panel's CSV files, written for Brazilian spreadsheets: ';' between fields, ',' before the
 * cents, and a byte-order mark so Excel reads the accents as UTF-8.
 */

export const paymentWords: Record<PaymentMethod, string> = {
  cash: apiMessages.paymentGroupCash,
  card_on_delivery: apiMessages.paymentGroupCard,
  pix: apiMessages.paymentGroupPix,
  card_online: 'Cartão pelo app',
};

/** Cents as a spreadsheet in pt-BR reads them: '1234,50', no thousands separator. */
export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export const csvFile = (rows: string[][]): string =>
  `\uFEFF${stringify(rows, { delimiter: ';', record_delimiter: 'windows' })}`;
