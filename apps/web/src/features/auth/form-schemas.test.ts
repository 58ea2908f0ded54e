import { describe, expect, it } from 'vitest';
import {
  canSubmitSignUp,
  issuesByField,
  newPasswordSchema,
  profileEditSchema,
  recoverySearchSchema,
  signUpSchema,
  type SignUpValues,
} from './form-schemas.ts';

const complete: SignUpValues = {
  name: 'Ana Souza',
  email: 'ana@example.com',
  cell_phone: '(11) 98765-4321',
  password: 'segredo1',
  password2: 'segredo1',
  term: true,
};

function issues(schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : issuesByField(result.error as never);
}

describe('sign-up', () => {
  it('accepts a complete form', () => {
    expect(issues(signUpSchema('plain'), complete)).toEqual({});
  });

  it("says 'Senhas não conferem' when the passwords differ", () => {
    expect(issues(signUpSchema('plain'), { ...complete, password2: 'outra123' })).toEqual({
      password2: 'passwordsDoNotMatch',
    });
  });

  it('asks for the privacy policy', () => {
    expect(issues(signUpSchema('plain'), { ...complete, term: false })).toEqual({ term: 'acceptPrivacyPolicy' });
    expect(issues(signUpSchema('sms'), { ...complete, term: false })).toEqual({ term: 'acceptPrivacyPolicy' });
  });

  it('checks e-mail and phone formats', () => {
    expect(issues(signUpSchema('plain'), { ...complete, email: 'ana@', cell_phone: '(11) 9876' })).toEqual({
      email: 'auth.invalidEmail',
      cell_phone: 'auth.invalidPhone',
    });
  });

  it('skips the password checks for social sign-up and everything but the name for SMS', () => {
    const social = { ...complete, password: '', password2: 'x' };
    expect(issues(signUpSchema('social'), social)).toEqual({});
    expect(issues(signUpSchema('sms'), { ...social, email: '', cell_phone: '(11) 98765-4321' })).toEqual({});
  });

  it("enables 'Registrar' once the fields of the mode are filled", () => {
    expect(canSubmitSignUp('plain', complete)).toBe(true);
    expect(canSubmitSignUp('plain', { ...complete, password2: '' })).toBe(false);
    expect(canSubmitSignUp('social', { ...complete, password: '', password2: '' })).toBe(true);
    const sms = { name: '', email: '', cell_phone: '(11) 98765-4321', password: '', password2: '', term: false };
    expect(canSubmitSignUp('sms', sms)).toBe(false);
    expect(canSubmitSignUp('sms', { ...sms, name: 'Ana' })).toBe(true);
  });
});

describe('recovery', () => {
  it("wants one of e-mail, phone and CPF: 'Por favor preencha um dos campos.'", () => {
    expect(issues(recoverySearchSchema, { email: ' ', phone: '', cpf: '' })).toEqual({ root: 'fillOneField' });
    expect(issues(recoverySearchSchema, { email: '', phone: '(11) 98765-4321', cpf: '' })).toEqual({});
  });

  it('validates the e-mail format', () => {
    expect(issues(recoverySearchSchema, { email: 'ana', phone: '', cpf: '' })).toEqual({ email: 'auth.invalidEmail' });
  });

  it("new password: 'Por favor preencha todos os campos', then 'As senhas não conferem'", () => {
    expect(issues(newPasswordSchema, { password: 'abcdef', password2: '' })).toEqual({ root: 'fillAllFields' });
    expect(issues(newPasswordSchema, { password: 'abcdefgh', password2: 'abcdefgi' })).toEqual({
      password2: 'passwordsDoNotMatchRecovery',
    });
    expect(issues(newPasswordSchema, { password: 'abcdefg', password2: 'abcdefg' })).toEqual({
      password: 'auth.passwordTooShort',
    });
    expect(issues(newPasswordSchema, { password: 'abcdefgh', password2: 'abcdefgh' })).toEqual({});
  });
});

describe('profile edit', () => {
  const values = {
    name: 'Ana',
    email: 'ana@example.com',
    cell_phone: '',
    cpf: '',
    current_password: '',
    password: '',
    password2: '',
  };

  it('takes name and e-mail alone; phone, CPF and a new password are optional', () => {
    expect(issues(profileEditSchema(true), values)).toEqual({});
  });

  it('checks the CPF digits, the phone length and the new password', () => {
    expect(
      issues(profileEditSchema(true), {
        ...values,
        name: ' ',
        cpf: '111.111.111-11',
        cell_phone: '(11) 9',
        current_password: 'velha1',
        password: 'abcdefgh',
        password2: 'abcdefgi',
      }),
    ).toEqual({
      name: 'fillAllFields',
      cpf: 'auth.invalidCpf',
      cell_phone: 'auth.invalidPhone',
      password2: 'passwordsDoNotMatch',
    });
    expect(issues(profileEditSchema(true), { ...values, cpf: '529.982.247-25' })).toEqual({});
  });

  it('asks on its field for the current password before a new one goes to the server', () => {
    const newPassword = { ...values, password: 'nova1234', password2: 'nova1234' };
    expect(issues(profileEditSchema(true), newPassword)).toEqual({ current_password: 'auth.currentPasswordRequired' });
    expect(issues(profileEditSchema(true), { ...newPassword, current_password: 'velha1' })).toEqual({});
    // An account made by SMS or a social sign-in sets its first password without one.
    expect(issues(profileEditSchema(false), newPassword)).toEqual({});
  });
});
