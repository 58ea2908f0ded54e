import { z } from 'zod';
import { isCpf, isEmail } from '@delivery/contract/br-documents';
import { limits } from '@delivery/contract/constants';
import type { SpecTextKey } from '../../lib/i18n.ts';
import { isCompleteCode, isCompleteCpf, isCompletePhone } from './input-rules.ts';

/**
 * Client checks of the account forms (docs/product.md section 5). Each issue's message is a text key:
 * docs/product.md's own (spec namespace) or one of ours under common.json's `auth`.
 */
export type AuthTextKey =
  | SpecTextKey
  | 'auth.invalidEmail'
  | 'auth.invalidPhone'
  | 'auth.invalidCpf'
  | 'auth.passwordTooShort'
  | 'auth.currentPasswordRequired';

const msg = (key: AuthTextKey) => ({ message: key });
export const minPasswordLength = limits.passwordMinLength;

export type SignUpMode = 'plain' | 'social' | 'sms';

export type SignUpValues = {
  name: string;
  email: string;
  cell_phone: string;
  password: string;
  password2: string;
  term: boolean;
};

/**
 * Sign-up: every field and the policy are required. Social sign-up skips the password checks
 * (the provider vouches), SMS sign-up asks only the name (the phone was just verified).
 */
export function signUpSchema(mode: SignUpMode) {
  return z
    .object({
      name: z.string().trim().min(1, msg('fillAllFields')),
      email: z.string(),
      cell_phone: z.string(),
      password: z.string(),
      password2: z.string(),
      term: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof SignUpValues, key: AuthTextKey) =>
        ctx.addIssue({ code: 'custom', path: [path], message: key });
      if (mode !== 'sms') {
        if (!isEmail(values.email)) issue('email', 'auth.invalidEmail');
        if (!isCompletePhone(values.cell_phone)) issue('cell_phone', 'auth.invalidPhone');
      }
      if (mode === 'plain') {
        if (values.password.length < minPasswordLength) issue('password', 'auth.passwordTooShort');
        else if (values.password !== values.password2) issue('password2', 'passwordsDoNotMatch');
      }
      if (!values.term) issue('term', 'acceptPrivacyPolicy');
    });
}

/** 'Registrar' is enabled once the fields this mode shows are filled (the policy is checked on submit, with its message). */
export function canSubmitSignUp(mode: SignUpMode, values: SignUpValues): boolean {
  if (values.name.trim() === '') return false;
  if (mode === 'sms') return true;
  if (values.email.trim() === '' || values.cell_phone === '') return false;
  return mode === 'social' || (values.password !== '' && values.password2 !== '');
}

export type RecoverySearchValues = { email: string; phone: string; cpf: string };

/** Recovery search: at least one of e-mail, phone, CPF; each one given must be well formed. */
export const recoverySearchSchema = z
  .object({ email: z.string().trim(), phone: z.string(), cpf: z.string() })
  .superRefine((values, ctx) => {
    if (values.email === '' && values.phone === '' && values.cpf === '') {
      ctx.addIssue({ code: 'custom', path: ['root'], message: 'fillOneField' satisfies AuthTextKey });
      return;
    }
    if (values.email !== '' && !isEmail(values.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'auth.invalidEmail' satisfies AuthTextKey });
    }
    if (values.phone !== '' && !isCompletePhone(values.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'auth.invalidPhone' satisfies AuthTextKey });
    }
    if (values.cpf !== '' && !isCompleteCpf(values.cpf)) {
      ctx.addIssue({ code: 'custom', path: ['cpf'], message: 'auth.invalidCpf' satisfies AuthTextKey });
    }
  });

export const recoveryCodeSchema = z.object({
  code: z.string().refine(isCompleteCode, msg('invalidCode')),
});

export type NewPasswordValues = { password: string; password2: string };

/** New password: both required, then equal, then the server's minimum length. */
export const newPasswordSchema = z
  .object({ password: z.string(), password2: z.string() })
  .superRefine((values, ctx) => {
    if (values.password === '' || values.password2 === '') {
      ctx.addIssue({ code: 'custom', path: ['root'], message: 'fillAllFields' satisfies AuthTextKey });
    } else if (values.password !== values.password2) {
      ctx.addIssue({
        code: 'custom',
        path: ['password2'],
        message: 'passwordsDoNotMatchRecovery' satisfies AuthTextKey,
      });
    } else if (values.password.length < minPasswordLength) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'auth.passwordTooShort' satisfies AuthTextKey });
    }
  });

/** The first issue of each field ('root' for the form as a whole), as text keys. */
export function issuesByField(error: z.ZodError): Record<string, AuthTextKey> {
  const issues: Record<string, AuthTextKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'root');
    issues[field] ??= issue.message as AuthTextKey;
  }
  return issues;
}

export type ProfileEditValues = {
  name: string;
  email: string;
  cell_phone: string;
  cpf: string;
  current_password: string;
  password: string;
  password2: string;
};

/**
 * Profile edit: name and e-mail required; phone and CPF when given must be whole; a new password is
 * optional, and needs the current one when the account has a password.
 */
export const profileEditSchema = (hasPassword: boolean) =>
  z
    .object({
      name: z.string(),
      email: z.string(),
      cell_phone: z.string(),
      cpf: z.string(),
      current_password: z.string(),
      password: z.string(),
      password2: z.string(),
    })
    .superRefine((values, ctx) => {
      const issue = (path: keyof ProfileEditValues, key: AuthTextKey) =>
        ctx.addIssue({ code: 'custom', path: [path], message: key });
      if (values.name.trim() === '') issue('name', 'fillAllFields');
      if (!isEmail(values.email)) issue('email', 'auth.invalidEmail');
      if (values.cell_phone !== '' && !isCompletePhone(values.cell_phone)) issue('cell_phone', 'auth.invalidPhone');
      if (values.cpf !== '' && !isCpf(values.cpf)) issue('cpf', 'auth.invalidCpf');
      if (values.password !== '' || values.password2 !== '') {
        if (values.password.length < minPasswordLength) issue('password', 'auth.passwordTooShort');
        else if (values.password !== values.password2) issue('password2', 'passwordsDoNotMatch');
        // The server refuses a new password without the current one; say so on its field first.
        if (hasPassword && values.current_password === '') issue('current_password', 'auth.currentPasswordRequired');
      }
    });
