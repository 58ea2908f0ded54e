import { describe, expect, it } from 'vitest';
import type { TGetProfileResponse, TLoginMenu } from '@delivery/contract/profile';
import { isLoginByInput, loginMenuFor, signInOptions, signInStart } from './sign-in-options.ts';

type LoginProfile = Pick<TGetProfileResponse, 'login' | 'google' | 'facebook'>;

const allOn: TLoginMenu = { display_menu: '1', google: '1', facebook: '1', phone: '1' };

function profile(
  overrides: Partial<LoginProfile['login']> = {},
  ids = { google: 'g-id', facebook: 'fb-id' },
): LoginProfile {
  return {
    login: {
      text_email: '',
      label_login_phone: '',
      menu_ios: allOn,
      menu_android: allOn,
      menu_web: allOn,
      by_input: '0',
      input_type: null,
      label_generic_top: '',
      internal_label: '',
      text_button_next: '',
      ...overrides,
    },
    google: { clientId: ids.google },
    facebook: { appId: ids.facebook },
  };
}

describe('signInOptions', () => {
  it('lists Google, Facebook, phone and e-mail, in that order, when everything is on', () => {
    expect(signInOptions(profile(), 'web')).toEqual(['google', 'facebook', 'phone', 'email']);
  });

  it('reads the menu of the platform it runs on', () => {
    const login = profile({ menu_web: { ...allOn, phone: '0' }, menu_android: { ...allOn, google: '0' } }).login;
    expect(loginMenuFor(login, 'web')?.phone).toBe('0');
    expect(loginMenuFor(login, 'android')?.google).toBe('0');
    expect(loginMenuFor(login, 'ios')).toBe(allOn);
  });

  it('hides Google and Facebook without their client ids, even when the menu allows them', () => {
    expect(signInOptions(profile({}, { google: '', facebook: ' ' }), 'web')).toEqual(['phone', 'email']);
    expect(signInOptions(profile({}, { google: 'g', facebook: '' }), 'web')).toEqual(['google', 'phone', 'email']);
  });

  it('hides each option the menu turns off', () => {
    expect(signInOptions(profile({ menu_web: { ...allOn, google: '0', facebook: '0' } }), 'web')).toEqual([
      'phone',
      'email',
    ]);
    expect(signInOptions(profile({ menu_web: { ...allOn, phone: '0' } }), 'web')).toEqual([
      'google',
      'facebook',
      'email',
    ]);
  });

  it('never offers Facebook on iOS', () => {
    expect(signInOptions(profile(), 'ios')).toEqual(['google', 'phone', 'email']);
    expect(signInOptions(profile(), 'android')).toContain('facebook');
  });

  it('lists nothing without a menu or with display_menu off', () => {
    expect(signInOptions(profile({ menu_web: null }), 'web')).toEqual([]);
    expect(signInOptions(profile({ menu_web: { ...allOn, display_menu: '0' } }), 'web')).toEqual([]);
  });
});

describe('signInStart', () => {
  it('opens on the options when the platform has a menu', () => {
    expect(signInStart(profile(), 'web')).toBe('options');
  });

  it('goes straight to the e-mail form with no menu config', () => {
    expect(signInStart(profile({ menu_web: null }), 'web')).toBe('email');
    expect(signInStart(profile({ menu_web: { ...allOn, display_menu: '0' } }), 'web')).toBe('email');
  });

  it('opens the single input when login is by input with a type', () => {
    expect(signInStart(profile({ by_input: '1', input_type: 'CPF' }), 'web')).toBe('single');
    expect(isLoginByInput(profile({ by_input: '1', input_type: 'TEXTO' }))).toBe(true);
    // by_input without a type has no screen to show: the usual start.
    expect(signInStart(profile({ by_input: '1', input_type: null }), 'web')).toBe('options');
    expect(isLoginByInput(profile())).toBe(false);
  });
});
