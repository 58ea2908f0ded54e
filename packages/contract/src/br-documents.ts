import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { isValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';
import { isValidMobilePhone } from '@brazilian-utils/brazilian-utils/is-valid-mobile-phone';

/** Brazilian identifiers as the apps type them (masked) and as the server keeps them (digits). */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');

/** A CPF with valid check digits; masked ('529.982.247-25') or not. */
export const isCpf = (value: string): boolean => isValidCpf(onlyDigits(value));

/** A mobile number with area code: 11 digits, '(11) 98765-4321' masked. */
export const isMobilePhone = (value: string): boolean => {
  const digits = onlyDigits(value);
  return digits.length === 11 && isValidMobilePhone(digits);
};

export const isEmail = (value: string): boolean => isValidEmail(value.trim());

/** '11987654321' → '(11) 98765-4321', docs/product.md's mask; a landline '1932324545' → '(19) 3232-4545'. */
export function formatPhone(digits: string): string {
  const d = onlyDigits(digits);
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  if (d.length !== 11) return digits;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}

/** '52998224725' → '529.982.247-25'. */
export function formatCpf(digits: string): string {
  const d = onlyDigits(digits);
  if (d.length !== 11) return digits;
  return `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;
}

/** 'joana@gmail.com' → 'j***@g***.com': enough to recognise, not to use. */
export function maskEmail(email: string): string {
  const [user = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${user.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/** '11987654321' → '(11) *****-4321'. */
export function maskPhone(digits: string): string {
  const d = onlyDigits(digits);
  return `(${d.slice(0, 2)}) *****-${d.slice(-4)}`;
}
