import i18next, { type BackendModule, type ParseKeysWithoutVariables } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { locale } from '@delivery/contract/constants';
import type { specMessages } from '@delivery/contract/messages';
import type common from '../../public/locales/pt-BR/common.json';

/**
 * Texts live in public/locales/pt-BR: `spec` is generated from the contract's catalogue
 * (scripts/gen-locales.ts), `common` holds the app's own words.
 */
export const namespaces = ['common', 'spec'] as const;

declare module 'i18next' {
  // Module augmentation only works with an interface.
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common; spec: typeof specMessages };
  }
}

/**
 * The spec texts that need no variables (`welcome` needs a name): what a form issue or a failure
 * may name, since `t` takes them without options.
 */
export type SpecTextKey = ParseKeysWithoutVariables<'spec'>;

/**
 * Reads a namespace's JSON from public/locales: all a one-language app needs of a backend, in a
 * few lines instead of i18next-http-backend's kilobytes on the first render.
 */
const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    fetch(`/locales/${language}/${namespace}.json?v=${__LOCALES_VERSION__}`)
      .then((response) => {
        if (!response.ok) throw new Error(`locales ${language}/${namespace}: HTTP ${response.status}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (data) => callback(null, data),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

export const i18nReady = i18next
  .use(localesBackend)
  .use(initReactI18next)
  .init({
    lng: locale,
    fallbackLng: locale,
    supportedLngs: [locale],
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

export { i18next };
