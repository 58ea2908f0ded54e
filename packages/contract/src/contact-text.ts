import { onlyDigits } from './br-documents.ts';

/*
 * The contact page's phones and links, without zod: the customer app and the panel format and
 * check with these, the contract's schemas (contact.ts) with the same rules.
 */

/** A Brazilian phone with its area code: 10 digits (landline) or 11 (mobile); kept as digits. */
export const isBrPhone = (value: string): boolean => {
  const digits = onlyDigits(value);
  return /^[1-9]{2}(?:[2-5]\d{7}|9\d{8})$/.test(digits);
};

/** '1932345678' → '(19) 3234-5678'; '19987654321' → '(19) 98765-4321'; anything else as it came. */
export function formatBrPhone(value: string): string {
  const d = onlyDigits(value);
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return value;
}

/** The digits as typed so far, masked as they grow: what a phone field shows. */
export function maskBrPhoneInput(value: string): string {
  const d = onlyDigits(value).slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  const rest = d.slice(2);
  const split = d.length === 11 ? 5 : 4;
  return rest.length > split
    ? `(${d.slice(0, 2)}) ${rest.slice(0, split)}-${rest.slice(split)}`
    : `(${d.slice(0, 2)}) ${rest}`;
}

/** The wa.me link of a WhatsApp number (country code 55 and the digits). */
export const whatsAppLink = (digits: string): string => `https://wa.me/55${onlyDigits(digits)}`;

/** A Google Maps search of an address. */
export const mapLink = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** What the message form takes: the contract refuses more (or a shorter message). */
export const contactMessageLimits = { name: 80, replyTo: 120, message: 1000, messageMin: 10 } as const;
