import { onlyDigits } from '@delivery/contract/br-documents';
import { limits, masks } from '@delivery/contract/constants';
import type { loginInputTypes } from '@delivery/contract/profile';

/**
 * Masks and the rules that enable each button (docs/product.md sections 2 and 5). Lengths count the
 * masked text, as the legacy app did: '(11) 98765-4321' is 15, '529.982.247-25' is 14.
 */

/** docs/product.md writes masks with 9 for a digit; IMask's digit is 0. */
export const toIMaskPattern = (mask: string): string => mask.replace(/9/g, '0');

export const phoneMask = toIMaskPattern(masks.phone);
export const cpfMask = toIMaskPattern(masks.cpf);
export const codeMask = toIMaskPattern(masks.code);

/** Applies a docs/product.md mask to what was typed, dropping what does not fit; used for prefilled values. */
export function applyMask(value: string, mask: string): string {
  const digits = onlyDigits(value);
  let out = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    if (slot === '9') out += digits[next++];
    else out += slot;
  }
  return out;
}

export const isCompletePhone = (masked: string): boolean => masked.length === limits.phoneMaskedLength;
export const isCompleteCpf = (masked: string): boolean => masked.length === limits.cpfMaskedLength;
export const isCompleteCode = (code: string): boolean => /^\d+$/.test(code) && code.length === limits.codeLength;

/** E-mail/CPF form: both fields filled. */
export const canSubmitPasswordLogin = (identifier: string, password: string): boolean =>
  identifier.trim() !== '' && password !== '';

export type LoginInputType = (typeof loginInputTypes)[number];

/** Single-input sign-in: CPF at 14 characters, a comanda of digits, or any name. */
export function canSubmitSingleInput(type: LoginInputType, value: string): boolean {
  if (type === 'CPF') return isCompleteCpf(value);
  if (type === 'NUMERO') return /^\d+$/.test(value.trim());
  return value.trim() !== '';
}

/** Recovery search sends the phone as area code and number. */
export function splitPhone(masked: string): { phone_ddd: string; phone_number: string } {
  const digits = onlyDigits(masked);
  return { phone_ddd: digits.slice(0, 2), phone_number: digits.slice(2) };
}
