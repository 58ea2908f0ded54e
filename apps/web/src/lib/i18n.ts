import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
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

export const i18nReady = i18next
  .use(HttpBackend)
  .use(initReactI18next)
  .init({
    lng: locale,
    fallbackLng: locale,
    supportedLngs: [locale],
    load: 'currentOnly',
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${__LOCALES_VERSION__}` },
  });

export { i18next };
