import { shopPaymentMethods, type ShopPaymentMethod } from '@delivery/contract/catalog-constants';
import {
  paymentsProblems,
  ZPaymentSettings,
  type ProviderSecretField,
  type TlsMode,
  type TPaymentSettingsInput,
  type TShopPayments,
} from '@delivery/contract/shop-payments';
import { messages } from '../../lib/messages.ts';

/**
 * The payments section as a form: a switch per method, the flags, the shop's Pix key, and its own
 * provider with each secret as typed ('' keeps the stored one). The contract's checks say what is
 * wrong, so the panel and the API refuse the same things with the same words. A card paid in the
 * app is no switch of this form: it follows the shop's connected Mercado Pago account, edited on
 * its own block (decision 0084).
 */

export type ProviderForm = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  pixKey: string;
  tls: TlsMode;
  /** Typed secrets and files; '' keeps what is stored. */
  secrets: Record<ProviderSecretField, string>;
  /** Which secrets the server holds already. */
  stored: Record<ProviderSecretField, boolean>;
};

export type PaymentsForm = {
  methods: Record<ShopPaymentMethod, boolean>;
  cashChange: boolean;
  cardFlags: number[];
  pixKey: string;
  /** Whether the shop has a provider of its own; off keeps what was typed until saved. */
  ownProvider: boolean;
  provider: ProviderForm;
};

const noSecrets: Record<ProviderSecretField, string> = {
  client_secret: '',
  tls_cert: '',
  tls_key: '',
  tls_pfx: '',
  tls_passphrase: '',
};
const noneStored: Record<ProviderSecretField, boolean> = {
  client_secret: false,
  tls_cert: false,
  tls_key: false,
  tls_pfx: false,
  tls_passphrase: false,
};

export function formOf(payments: TShopPayments): PaymentsForm {
  const provider = payments.provider;
  return {
    methods: {
      cash: payments.payment_methods.includes('cash'),
      card_on_delivery: payments.payment_methods.includes('card_on_delivery'),
      pix: payments.payment_methods.includes('pix'),
    },
    cashChange: payments.cash_change,
    cardFlags: [...payments.card_flags].sort((a, b) => a - b),
    pixKey: payments.pix_key,
    ownProvider: provider !== null,
    provider: {
      baseUrl: provider?.base_url ?? '',
      tokenUrl: provider?.token_url ?? '',
      clientId: provider?.client_id ?? '',
      pixKey: provider?.pix_key ?? '',
      tls: provider?.tls ?? 'none',
      secrets: { ...noSecrets },
      stored: provider ? { ...provider.secrets_set } : { ...noneStored },
    },
  };
}

/** The flags in one order whatever order they were ticked in. */
export const toggledFlag = (flags: readonly number[], flagId: number, on: boolean): number[] =>
  on ? [...new Set([...flags, flagId])].sort((a, b) => a - b) : flags.filter((id) => id !== flagId);

/** The section as the save sends it. */
export function inputOf(form: PaymentsForm): TPaymentSettingsInput {
  const p = form.provider;
  return {
    // In the contract's order, whatever order the switches were turned in.
    payment_methods: shopPaymentMethods.filter((method) => form.methods[method]),
    cash_change: form.cashChange,
    card_flags: form.cardFlags,
    pix_key: form.pixKey.trim(),
    provider: form.ownProvider
      ? {
          base_url: p.baseUrl.trim(),
          token_url: p.tokenUrl.trim(),
          client_id: p.clientId.trim(),
          client_secret: p.secrets.client_secret,
          tls: p.tls,
          tls_cert: p.tls === 'pem' ? p.secrets.tls_cert : '',
          tls_key: p.tls === 'pem' ? p.secrets.tls_key : '',
          tls_pfx: p.tls === 'pfx' ? p.secrets.tls_pfx : '',
          tls_passphrase: p.tls === 'pfx' ? p.secrets.tls_passphrase : '',
          pix_key: p.pixKey.trim(),
        }
      : null,
  };
}

/** Whether the form says anything else than what it was filled with. */
export const isChanged = (form: PaymentsForm, base: PaymentsForm): boolean =>
  JSON.stringify(inputOf(form)) !== JSON.stringify(inputOf(base));

/** What is wrong, by the field it shows under. */
export type PaymentsIssues = {
  methods: string | null;
  cardFlags: string | null;
  pixKey: string | null;
  provider: Partial<Record<'baseUrl' | 'tokenUrl' | 'clientId' | 'pixKey' | ProviderSecretField, string>>;
};

/** The contract's reasons start in lower case, to follow a field's name; alone, they start a sentence. */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const providerFieldOf = {
  base_url: 'baseUrl',
  token_url: 'tokenUrl',
  client_id: 'clientId',
  pix_key: 'pixKey',
  client_secret: 'client_secret',
  tls_cert: 'tls_cert',
  tls_key: 'tls_key',
  tls_pfx: 'tls_pfx',
  tls_passphrase: 'tls_passphrase',
} as const;

/** The secrets a provider needs in its TLS mode: each typed now or stored before. */
const neededSecrets = (tls: TlsMode): ProviderSecretField[] =>
  tls === 'pem'
    ? ['client_secret', 'tls_cert', 'tls_key']
    : tls === 'pfx'
      ? ['client_secret', 'tls_pfx']
      : ['client_secret'];

/**
 * What the contract refuses in the form, a Pix with no way to be paid (the profile's provider
 * counts), and a secret the provider needs that is neither typed nor stored; null when none.
 */
export function paymentsIssues(form: PaymentsForm, profileProvider: boolean): PaymentsIssues | null {
  const issues: PaymentsIssues = { methods: null, cardFlags: null, pixKey: null, provider: {} };
  const input = inputOf(form);
  const result = ZPaymentSettings.safeParse(input);
  const across = paymentsProblems(input, profileProvider);
  for (const issue of [...(result.success ? [] : result.error.issues), ...across]) {
    const [field, inner] = issue.path;
    const message = capitalised(issue.message);
    if (field === 'payment_methods') issues.methods ??= message;
    else if (field === 'card_flags') issues.cardFlags ??= message;
    else if (field === 'pix_key') issues.pixKey ??= message;
    else if (field === 'provider' && typeof inner === 'string' && inner in providerFieldOf) {
      issues.provider[providerFieldOf[inner as keyof typeof providerFieldOf]] ??= message;
    }
  }
  if (form.ownProvider) {
    for (const field of neededSecrets(form.provider.tls)) {
      if (!form.provider.secrets[field].trim() && !form.provider.stored[field]) {
        issues.provider[field] ??= messages.shopSettings.payments.missing[field];
      }
    }
  }
  const found = issues.methods || issues.cardFlags || issues.pixKey || Object.keys(issues.provider).length;
  return found ? issues : null;
}

/** A PKCS#12 file's bytes in base64, as the API takes it. */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  // In chunks: one call with every byte as an argument overflows the stack on a large file.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
