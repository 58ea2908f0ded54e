import { ZOpenDeliverySettings, type TOpenDeliveryLink } from '@delivery/contract/open-delivery';
import { messages } from '../../lib/messages.ts';

const text = messages.openDelivery;

/** The link's settings as typed: the apiKey only as a new one typed, or cleared. */
export type SettingsForm = {
  enabled: boolean;
  webhookUrl: string;
  merchantUrl: string;
  apiKey: string;
  clearApiKey: boolean;
};
export type SettingsIssues = Partial<Record<'webhookUrl' | 'merchantUrl', string>>;

export type SettingsInput = {
  enabled: boolean;
  webhook_url: string;
  merchant_url: string;
  merchant_api_key?: string;
  clear_merchant_api_key?: boolean;
};

export const formOf = (link: TOpenDeliveryLink): SettingsForm => ({
  enabled: link.enabled,
  webhookUrl: link.webhook_url,
  merchantUrl: link.merchant_url,
  apiKey: '',
  clearApiKey: false,
});

export function inputOf(form: SettingsForm): SettingsInput {
  const input: SettingsInput = {
    enabled: form.enabled,
    webhook_url: form.webhookUrl.trim(),
    merchant_url: form.merchantUrl.trim(),
  };
  if (form.apiKey.trim()) input.merchant_api_key = form.apiKey.trim();
  else if (form.clearApiKey) input.clear_merchant_api_key = true;
  return input;
}

/** What the contract refuses in the addresses; the API checks the same. */
export function settingsIssues(form: SettingsForm): SettingsIssues | null {
  const result = ZOpenDeliverySettings.safeParse(inputOf(form));
  if (result.success) return null;
  const issues: SettingsIssues = {};
  for (const issue of result.error.issues) {
    if (issue.path[0] === 'webhook_url') issues.webhookUrl = text.urlInvalid;
    if (issue.path[0] === 'merchant_url') issues.merchantUrl = text.urlInvalid;
  }
  return issues;
}

export const isChanged = (form: SettingsForm, base: SettingsForm): boolean =>
  form.enabled !== base.enabled ||
  form.webhookUrl.trim() !== base.webhookUrl.trim() ||
  form.merchantUrl.trim() !== base.merchantUrl.trim() ||
  form.apiKey.trim() !== '' ||
  form.clearApiKey;
