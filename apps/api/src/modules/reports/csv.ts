import { stringify } from 'csv-stringify/sync';

/*
 * The panel's CSV files, written for Brazilian spreadsheets: ';' between fields, ',' before the
 * cents, and a byte-order mark so Excel reads the accents as UTF-8.
 */

/** Cents as a spreadsheet in pt-BR reads them: '1234,50', no thousands separator. */
export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.trunc(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;

export const csvFile = (rows: string[][]): string =>
  `\uFEFF${stringify(rows, { delimiter: ';', record_delimiter: 'windows' })}`;
