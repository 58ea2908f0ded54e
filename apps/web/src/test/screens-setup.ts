import { cleanup } from '@testing-library/preact';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { locale } from '@delivery/contract/constants';
import common from '../../public/locales/pt-BR/common.json';
import spec from '../../public/locales/pt-BR/spec.json';

// The app's texts as it ships them, read at once instead of fetched (lib/i18n.ts's backend).
await i18next.use(initReactI18next).init({
  lng: locale,
  resources: { [locale]: { common, spec } },
  ns: ['common', 'spec'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
});

afterEach(cleanup);
