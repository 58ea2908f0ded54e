import { isEmail, onlyDigits } from '@delivery/contract/br-documents';
import type { TContact } from '@delivery/contract/contact';
import { isBrPhone } from '@delivery/contract/contact-text';
import { messages } from '../../lib/messages.ts';

/** The contact section as typed: phones as digits (shown masked), the e-mail as written. */
export type ContactForm = TContact;
export type ContactIssues = Partial<Record<keyof ContactForm, string>>;

const text = messages.shopSettings.contact;

export const formOf = (contact: TContact): ContactForm => ({ ...contact });

/** What keeps the section from being saved; the API checks the same with the contract's schemas. */
export function contactIssues(form: ContactForm): ContactIssues | null {
  const issues: ContactIssues = {};
  if (form.phone && !isBrPhone(form.phone)) issues.phone = text.phoneInvalid;
  if (form.whatsapp && !isBrPhone(form.whatsapp)) issues.whatsapp = text.phoneInvalid;
  if (form.email.trim() && !isEmail(form.email)) issues.email = text.emailInvalid;
  return Object.keys(issues).length ? issues : null;
}

export const isChanged = (form: ContactForm, base: ContactForm): boolean =>
  (Object.keys(form) as (keyof ContactForm)[]).some((key) => form[key].trim() !== base[key].trim());

export const inputOf = (form: ContactForm): TContact => ({
  phone: onlyDigits(form.phone),
  whatsapp: onlyDigits(form.whatsapp),
  email: form.email.trim(),
});
