import type { CallBody } from '@delivery/contract/call';
import type { whatsAppCalls } from '@delivery/contract/calls/whatsapp';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { whatsAppLanguage, whatsAppTemplates } from '@delivery/contract/whatsapp';
import {
  whatsAppTemplateStates,
  type TWhatsAppSettingsResponse,
  type TWhatsAppTemplateState,
} from '@delivery/contract/whatsapp-settings';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newToken } from '../../lib/tokens.ts';
import type { SecretReader } from '../../providers/secret-source.ts';
import { numberOf, submitTemplate, templatesOf, WhatsAppError, type HeldTemplate } from '../../providers/whatsapp.ts';
import { requireTenantRunner, type StaffScope } from '../staff/service.ts';
import type { Tenant } from '../tenant/service.ts';
import { accountOfProfile, numberTakenElsewhere, removeAccount, saveAccount, type WhatsAppAccount } from './queries.ts';

/*
 * The tenant's WhatsApp number as its operator runs it from the panel (issue 37, decision 0092).
 * A number is saved only once Meta, asked with the token, shows it and its business account; the
 * token and the app secret are sealed and never answered. The templates' approval is read from
 * Meta each time the page asks: Meta's review is the truth, and a copy would only go stale.
 */

export type WhatsAppSettingsContext = { db: Database; secrets: SecretReader; graphUrl: () => string };
type Body<K extends keyof typeof whatsAppCalls> = CallBody<(typeof whatsAppCalls)[K]>;

/** Meta's other states, as the panel tells them: a template in appeal waits, a deleted one is off. */
const stateOfStatus: Record<string, TWhatsAppTemplateState> = {
  IN_APPEAL: 'PENDING',
  LIMIT_EXCEEDED: 'PAUSED',
  PENDING_DELETION: 'DISABLED',
  DELETED: 'DISABLED',
  ARCHIVED: 'DISABLED',
};
const stateOf = (status: string): TWhatsAppTemplateState =>
  (whatsAppTemplateStates as readonly string[]).includes(status)
    ? (status as TWhatsAppTemplateState)
    : (stateOfStatus[status] ?? 'PENDING');

/** A refusal of Meta's in the panel's words: the token, the named object, or Meta not answering. */
function refusalOf(error: unknown, notFound: string): AppError {
  if (error instanceof WhatsAppError && error.code === 190) {
    return new AppError(ErrorType.INVALID_INPUT, apiMessages.whatsAppTokenRefused);
  }
  if (error instanceof WhatsAppError && error.code === 100) return new AppError(ErrorType.INVALID_INPUT, notFound);
  return new AppError(ErrorType.DELIVERY_FAILED, apiMessages.whatsAppUnreachable);
}

async function heldTemplates(ctx: WhatsAppSettingsContext, account: WhatsAppAccount): Promise<HeldTemplate[]> {
  const accessToken = await ctx.secrets.text(account.accessToken);
  return templatesOf(ctx.graphUrl(), { businessAccountId: account.businessAccountId, accessToken }, whatsAppLanguage);
}

/**
 * The page's answer for `account` as it now stands; `held`, the templates Meta was just asked for,
 * spares asking again.
 */
async function answerOf(
  ctx: WhatsAppSettingsContext,
  profileId: number,
  webhookBase: string,
  message: string,
  account: WhatsAppAccount | null,
  held: HeldTemplate[] | null = null,
): Promise<TWhatsAppSettingsResponse> {
  let templatesError = '';
  if (account && !held) {
    held = await heldTemplates(ctx, account).catch((error: unknown) => {
      templatesError = refusalOf(error, apiMessages.whatsAppAccountNotFound).message;
      return null;
    });
  }
  return {
    error_type: ErrorType.OK,
    message,
    account: account && {
      phone_number_id: account.phoneNumberId,
      business_account_id: account.businessAccountId,
      display_phone: account.displayPhone,
      webhook_url: `${webhookBase}/api/whatsapp/webhook/${profileId}`,
      verify_token: account.verifyToken,
      updated_at: account.updatedAt.toISOString(),
    },
    templates: Object.values(whatsAppTemplates).map((template) => {
      const found = held?.find((t) => t.name === template.name);
      return {
        name: template.name,
        category: template.category,
        body: template.body,
        state: held === null ? null : found ? stateOf(found.status) : 'MISSING',
        reason: found?.rejectedReason ?? null,
      };
    }),
    templates_error: templatesError,
  };
}

export async function whatsAppSettings(
  ctx: WhatsAppSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  webhookBase: string,
): Promise<TWhatsAppSettingsResponse> {
  requireTenantRunner(scope, tenant);
  return answerOf(ctx, tenant.id, webhookBase, apiMessages.ok, await accountOfProfile(ctx.db, tenant.id));
}

export async function saveWhatsApp(
  ctx: WhatsAppSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  body: Body<'saveWhatsApp'>,
  webhookBase: string,
): Promise<TWhatsAppSettingsResponse> {
  requireTenantRunner(scope, tenant);
  if (!ctx.secrets.canSeal) throw new AppError(ErrorType.DELIVERY_FAILED, apiMessages.secretsKeyMissing);
  const current = await accountOfProfile(ctx.db, tenant.id);
  if (!current && (!body.access_token || !body.app_secret)) {
    throw new AppError(ErrorType.INVALID_INPUT, apiMessages.whatsAppSecretsNeeded);
  }
  if (await numberTakenElsewhere(ctx.db, body.phone_number_id, tenant.id)) {
    throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.whatsAppNumberTaken);
  }
  const accessToken = body.access_token || (await ctx.secrets.text(current!.accessToken));
  const { displayPhone } = await numberOf(ctx.graphUrl(), { phoneNumberId: body.phone_number_id, accessToken }).catch(
    (error: unknown) => {
      throw refusalOf(error, apiMessages.whatsAppNumberNotFound);
    },
  );
  const held = await templatesOf(
    ctx.graphUrl(),
    { businessAccountId: body.business_account_id, accessToken },
    whatsAppLanguage,
  ).catch((error: unknown) => {
    throw refusalOf(error, apiMessages.whatsAppAccountNotFound);
  });
  const saved = await saveAccount(ctx.db, {
    profileId: tenant.id,
    phoneNumberId: body.phone_number_id,
    businessAccountId: body.business_account_id,
    displayPhone,
    accessToken: body.access_token ? ctx.secrets.seal(body.access_token) : current!.accessToken,
    appSecret: body.app_secret ? ctx.secrets.seal(body.app_secret) : current!.appSecret,
    // Kept across saves: Meta's subscription was made with it.
    verifyToken: current?.verifyToken ?? newToken(),
  });
  const message = formatMessage(apiMessages.whatsAppSaved, { phone: displayPhone });
  return answerOf(ctx, tenant.id, webhookBase, message, saved, held);
}

/** Submits for approval each of the platform's templates Meta does not hold for the account. */
export async function submitWhatsAppTemplates(
  ctx: WhatsAppSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  webhookBase: string,
): Promise<TWhatsAppSettingsResponse> {
  requireTenantRunner(scope, tenant);
  const account = await accountOfProfile(ctx.db, tenant.id);
  if (!account) throw new AppError(ErrorType.NOT_FOUND, apiMessages.whatsAppNoAccount);
  try {
    const held = await heldTemplates(ctx, account);
    const accessToken = await ctx.secrets.text(account.accessToken);
    for (const template of Object.values(whatsAppTemplates)) {
      if (held.some((t) => t.name === template.name)) continue;
      await submitTemplate(
        ctx.graphUrl(),
        { businessAccountId: account.businessAccountId, accessToken },
        { ...template, language: whatsAppLanguage },
      );
    }
  } catch (error) {
    throw refusalOf(error, apiMessages.whatsAppAccountNotFound);
  }
  // Read again: Meta now holds the submitted ones, in the state its review starts them in.
  return answerOf(ctx, tenant.id, webhookBase, apiMessages.whatsAppTemplatesSubmitted, account);
}

export async function removeWhatsApp(
  ctx: WhatsAppSettingsContext,
  scope: StaffScope,
  tenant: Tenant,
  webhookBase: string,
): Promise<TWhatsAppSettingsResponse> {
  requireTenantRunner(scope, tenant);
  await removeAccount(ctx.db, tenant.id);
  return answerOf(ctx, tenant.id, webhookBase, apiMessages.whatsAppRemoved, null);
}
