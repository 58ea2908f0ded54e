import type { TGetProfileResponse, TLoginMenu } from '@delivery/contract/profile';
import type { AppPlatform } from '../../lib/platform.ts';

/** What the start view lists, in docs/product.md section 2's order. */
export type SignInOption = 'google' | 'facebook' | 'phone' | 'email';

/** The first view of the sign-in modal. */
export type SignInStart = 'options' | 'email' | 'single';

type LoginProfile = Pick<TGetProfileResponse, 'login' | 'google' | 'facebook'>;

/** The menu of this platform: iOS and Android builds read theirs, the web reads menu_web. */
export function loginMenuFor(login: LoginProfile['login'], platform: AppPlatform): TLoginMenu | null {
  if (platform === 'ios') return login.menu_ios;
  if (platform === 'android') return login.menu_android;
  return login.menu_web;
}

/**
 * The options of 'Como deseja continuar?'. Google and Facebook need both the menu flag and the
 * provider's id in the profile, and Facebook is never offered on iOS. E-mail is always there.
 */
export function signInOptions(profile: LoginProfile, platform: AppPlatform): SignInOption[] {
  const menu = loginMenuFor(profile.login, platform);
  if (!menu || menu.display_menu !== '1') return [];
  const options: SignInOption[] = [];
  if (menu.google === '1' && profile.google.clientId.trim() !== '') options.push('google');
  if (menu.facebook === '1' && profile.facebook.appId.trim() !== '' && platform !== 'ios') options.push('facebook');
  if (menu.phone === '1') options.push('phone');
  options.push('email');
  return options;
}

/** Single-input profiles open on their one field; without a menu the e-mail form comes first. */
export function signInStart(profile: LoginProfile, platform: AppPlatform): SignInStart {
  if (profile.login.by_input === '1' && profile.login.input_type) return 'single';
  return signInOptions(profile, platform).length > 0 ? 'options' : 'email';
}

/** docs/product.md section 2: the checkout refusal toast is not shown when login is by input. */
export const isLoginByInput = (profile: LoginProfile): boolean =>
  profile.login.by_input === '1' && profile.login.input_type !== null;
