import type { CallBody } from '@delivery/contract/call';
import { shopPaymentMethods } from '@delivery/contract/catalog';
import type { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { cardFlags } from '@delivery/contract/checkout';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import {
  paymentsProblems,
  providerSecretFields,
  type ProviderSecretField,
  type TlsMode,
  type TPixProviderSettings,
  type TShopPaymentsResponse,
} from '@delivery/contract/shop-payments';
import { randomBytes } from 'node:crypto';
import type { ShopChange } from '../../db/schema/shop-settings.ts';
import { AppError } from '../../http/app-error.ts';
import { leadsToPublicAddresses } from '../../http/outbound.ts';
import {
  announceShopChanged,
  readPayments,
  updatePayments,
  type PaymentsFields,
  type PaymentsRow,
} from '../catalog/service.ts';
import {
  hasProfileProvider,
  ownProvider,
  putOwnProvider,
  type OwnProvider,
  type ProviderFields,
} from '../payments/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { lastChange, recordShopChange } from './queries.ts';
import { notFound, type ShopSettingsContext } from './service.ts';

/*
 * How a shop is paid, as its owner runs it (issue 13, decision 0037): the section saved at the
 * version read, each change kept with who made it, then announced so every process's checkout
 * offers what the shop now takes. The provider's secrets are sealed with the server's key before
 * they are written, and no answer or change record carries them: a read says only whether each
 * is set, and a save that leaves one empty keeps it.
 */

type Body = CallBody<(typeof shopSettingsCalls)['saveShopPayments']>;
type PaymentsAnswer = Omit<TShopPaymentsResponse, 'error_type' | 'message'>;
type ProviderInput = NonNullable<Body['provider']>;

const knownFlags = cardFlags.map((name, i) => ({ flag_id: i + 1, name }));

/** The provider's column of each secret or file. */
const secretColumns = {
  client_secret: 'clientSecret',
  tls_cert: 'tlsCert',
  tls_key: 'tlsKey',
  tls_pfx: 'tlsPfx',
  tls_passphrase: 'tlsPassphrase',
} as const satisfies Record<ProviderSecretField, keyof ProviderFields>;

/** How a provider presents itself to its PSP: a PKCS#12 bundle, a PEM pair, or nothing of its own. */
const tlsModeOf = (provider: Pick<OwnProvider, 'tlsCert' | 'tlsKey' | 'tlsPfx'>): TlsMode =>
  provider.tlsPfx ? 'pfx' : provider.tlsCert || provider.tlsKey ? 'pem' : 'none';

/** The provider as the panel reads it: never a secret, only whether each is set. */
function providerSettings(provider: ProviderFields | null): TPixProviderSettings | null {
  if (!provider) return null;
  return {
    base_url: provider.baseUrl,
    token_url: provider.tokenUrl,
    client_id: provider.clientId,
    tls: tlsModeOf({
      tlsCert: provider.tlsCert ?? null,
      tlsKey: provider.tlsKey ?? null,
      tlsPfx: provider.tlsPfx ?? null,
    }),
    pix_key: provider.pixKey,
    secrets_set: {
      client_secret: Boolean(provider.clientSecret),
      tls_cert: Boolean(provider.tlsCert),
      tls_key: Boolean(provider.tlsKey),
      tls_pfx: Boolean(provider.tlsPfx),
      tls_passphrase: Boolean(provider.tlsPassphrase),
    },
  };
}

/** The section as the wire names its fields, the provider's secrets as set or not. */
const stateOf = (row: PaymentsFields, provider: ProviderFields | null) => ({
  payment_methods: row.paymentMethods,
  cash_change: row.cashChange,
  card_flags: row.cardFlags,
  pix_key: row.pixKey ?? '',
  provider: providerSettings(provider),
});
type PaymentsState = ReturnType<typeof stateOf>;

/** The shop's own provider while in use: one turned off reads as none. */
const inUse = async (provider: Promise<OwnProvider | null>) => {
  const row = await provider;
  return row && !row.disabledAt ? row : null;
};

async function answerOf(ctx: ShopSettingsContext, shopId: number, row: PaymentsRow): Promise<PaymentsAnswer> {
  const [provider, profileProvider, last] = await Promise.all([
    inUse(ownProvider(ctx.db, shopId)),
    hasProfileProvider(ctx.db, row.profileId),
    lastChange(ctx.db, shopId, 'payments'),
  ]);
  return {
    payments: stateOf(row, provider),
    known_flags: knownFlags,
    profile_provider: profileProvider,
    version: row.version,
    last_change: last,
  };
}

/** How the shop is paid, as its owner edits it, with the version a save names. */
export async function shopPayments(
  ctx: ShopSettingsContext,
  scope: StaffScope,
  shopId: number,
): Promise<PaymentsAnswer> {
  requireShop(scope, shopId, 'manageShop');
  const row = await readPayments(ctx.db, shopId);
  if (!row) throw notFound();
  return answerOf(ctx, shopId, row);
}

const refuse = (message: string) => new AppError(ErrorType.INVALID_INPUT, message);

/** What the owner typed for each secret or file, as typed (a passphrase may end in a space). */
const givenSecrets = (input: ProviderInput) =>
  providerSecretFields.filter((field) => input[field].trim() !== '').map((field) => [field, input[field]] as const);

/** The names the refusals give each secret or file the PSP needs. */
const secretLabels: Record<ProviderSecretField, string> = {
  client_secret: 'o client secret',
  tls_cert: 'o certificado (.crt/.pem)',
  tls_key: 'a chave privada (.key/.pem)',
  tls_pfx: 'o arquivo PKCS#12 (.pfx/.p12)',
  tls_passphrase: 'a senha do PKCS#12',
};

/**
 * The provider's columns after the save: what was typed, sealed (the certificate is public and is
 * kept as typed); what was left empty, as stored; what the TLS mode no longer uses, removed.
 */
function nextProvider(
  ctx: ShopSettingsContext,
  input: ProviderInput,
  stored: OwnProvider | null,
): { fields: ProviderFields; given: Set<ProviderSecretField> } {
  const given = new Map(givenSecrets(input));
  const value = (field: ProviderSecretField): string | null => {
    const typed = given.get(field);
    if (typed === undefined) return stored?.[secretColumns[field]] ?? null;
    return field === 'tls_cert' ? typed : ctx.secrets.seal(typed);
  };
  const uses = (field: ProviderSecretField): boolean =>
    field === 'client_secret' ||
    (input.tls === 'pem' && (field === 'tls_cert' || field === 'tls_key')) ||
    (input.tls === 'pfx' && (field === 'tls_pfx' || field === 'tls_passphrase'));
  const needed: ProviderSecretField[] = ['client_secret'];
  if (input.tls === 'pem') needed.push('tls_cert', 'tls_key');
  if (input.tls === 'pfx') needed.push('tls_pfx');
  const fields: ProviderFields = {
    baseUrl: input.base_url,
    tokenUrl: input.token_url,
    clientId: input.client_id,
    pixKey: input.pix_key,
    clientSecret: '',
    tlsCert: null,
    tlsKey: null,
    tlsPfx: null,
    tlsPassphrase: null,
  };
  for (const field of providerSecretFields) {
    const kept = uses(field) ? value(field) : null;
    if (needed.includes(field) && !kept) {
      throw refuse(formatMessage(apiMessages.providerSecretMissing, { field: secretLabels[field] }));
    }
    Object.assign(fields, { [secretColumns[field]]: kept ?? (field === 'client_secret' ? '' : null) });
  }
  return { fields, given: new Set([...given.keys()].filter(uses)) };
}

/**
 * Each field whose value differs, before and after; a secret only as "definido" or not, and
 * "novo" when one was typed: its value is never written here.
 */
function changeOf(before: PaymentsState, after: PaymentsState, given: ReadonlySet<ProviderSecretField>): ShopChange {
  const change: ShopChange = {};
  const { provider: beforeProvider, ...beforeRest } = before;
  const { provider: afterProvider, ...afterRest } = after;
  for (const field of Object.keys(afterRest) as (keyof typeof afterRest)[]) {
    if (JSON.stringify(beforeRest[field]) !== JSON.stringify(afterRest[field])) {
      change[field] = { from: beforeRest[field], to: afterRest[field] };
    }
  }
  const visible = (p: TPixProviderSettings | null) => {
    if (!p) return null;
    const { secrets_set: _secrets, ...rest } = p;
    return rest;
  };
  if (JSON.stringify(visible(beforeProvider)) !== JSON.stringify(visible(afterProvider))) {
    change.provider = { from: visible(beforeProvider), to: visible(afterProvider) };
  }
  for (const field of providerSecretFields) {
    const was = beforeProvider?.secrets_set[field] ?? false;
    const is = afterProvider?.secrets_set[field] ?? false;
    if (given.has(field) || was !== is) {
      change[`provider.${field}`] = {
        from: was ? 'definido' : null,
        to: given.has(field) ? 'novo' : is ? 'definido' : null,
      };
    }
  }
  return change;
}

const isPath = (url: string) => url.startsWith('/');

/**
 * Saves how the shop is paid at the version the editor read. Checkout offers what the shop now
 * takes at once, on every process; orders placed keep the method, flag and change they were
 * placed with. Saving what already holds writes and announces nothing.
 */
export async function saveShopPayments(
  ctx: ShopSettingsContext,
  scope: StaffScope,
  body: Body,
): Promise<TShopPaymentsResponse> {
  requireShop(scope, body.shop_id, 'manageShop');
  const input = body.provider;
  // Outside sandbox a path alone is never used (pix-gateway.ts): saying so beats a Pix that falls back unseen.
  if (input && ctx.appEnv !== 'sandbox' && (isPath(input.base_url) || isPath(input.token_url))) {
    throw refuse(apiMessages.providerSandboxOnly);
  }
  // The PSP is called where the owner says (checked again as each call connects): never this
  // machine or its network, unless configured.
  if (input) {
    for (const url of [input.base_url, input.token_url].filter((given) => !isPath(given))) {
      if (!(await leadsToPublicAddresses(url, ctx.outbound))) throw refuse(apiMessages.providerNotPublic);
    }
  }
  if (input && givenSecrets(input).some(([field]) => field !== 'tls_cert') && !ctx.secrets.canSeal) {
    throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.secretsKeyMissing);
  }
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await readPayments(tx, body.shop_id, true);
    if (!row) throw notFound();
    if (row.version !== body.version) {
      throw new AppError(ErrorType.EDIT_CONFLICT, formatMessage(apiMessages.paymentsEditConflict, { shop: row.name }));
    }
    const fields: PaymentsFields = {
      // In one order whatever order they came in: checkout lists them so.
      paymentMethods: shopPaymentMethods.filter((method) => body.payment_methods.includes(method)),
      cashChange: body.cash_change,
      cardFlags: [...body.card_flags].sort((a, b) => a - b),
      pixKey: body.pix_key || null,
    };
    // The contract cannot know of the profile's provider, which also makes a shop's Pix charges.
    if (paymentsProblems(body, await hasProfileProvider(tx, row.profileId)).length) {
      throw refuse(apiMessages.paymentsPixMissing);
    }
    const ownRow = await ownProvider(tx, body.shop_id);
    const stored = ownRow?.disabledAt ? null : ownRow;
    const next = input ? nextProvider(ctx, input, stored) : null;
    const change = changeOf(stateOf(row, stored), stateOf(fields, next?.fields ?? null), next?.given ?? new Set());
    if (Object.keys(change).length === 0) return { row, changed: false };
    const version = await updatePayments(tx, body.shop_id, fields);
    if ('provider' in change || Object.keys(change).some((field) => field.startsWith('provider.'))) {
      await putOwnProvider(tx, { id: body.shop_id, profileId: row.profileId }, ownRow, next?.fields ?? null, () =>
        randomBytes(24).toString('base64url'),
      );
    }
    await recordShopChange(tx, { shopId: body.shop_id, staffId: scope.member.id, section: 'payments', change });
    return { row: { ...row, ...fields, version }, changed: true };
  });
  if (saved.changed) await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return {
    error_type: ErrorType.OK,
    message: saved.changed ? apiMessages.paymentsSaved : apiMessages.paymentsUnchanged,
    ...(await answerOf(ctx, body.shop_id, saved.row)),
  };
}
