import type { TOpenDeliveryLink } from '@delivery/contract/open-delivery';
import { describe, expect, it } from 'vitest';
import { formOf, inputOf, isChanged, settingsIssues } from './settings-form.ts';

const link: TOpenDeliveryLink = {
  merchant_id: '3f0c7c1e-6a1b-4f55-9d55-0c2b8f1a2e10',
  client_id: 'od_abc',
  enabled: true,
  webhook_url: 'https://pdv.example.com/webhook',
  merchant_url: '',
  merchant_api_key_set: true,
  updated_at: '2026-11-24T10:00:00.000Z',
};

describe('the Open Delivery settings form', () => {
  it('sends the apiKey only when one is typed, and keeps the stored one otherwise', () => {
    const form = formOf(link);
    expect(inputOf(form)).toEqual({ enabled: true, webhook_url: 'https://pdv.example.com/webhook', merchant_url: '' });
    expect(inputOf({ ...form, apiKey: ' nova ' })).toMatchObject({ merchant_api_key: 'nova' });
    expect(inputOf({ ...form, clearApiKey: true })).toMatchObject({ clear_merchant_api_key: true });
    // A key typed and "remove" both: the key typed wins.
    expect(inputOf({ ...form, apiKey: 'nova', clearApiKey: true })).not.toHaveProperty('clear_merchant_api_key');
  });

  it('marks addresses that are not http(s) and takes empty ones', () => {
    const form = formOf(link);
    expect(settingsIssues(form)).toBeNull();
    expect(settingsIssues({ ...form, webhookUrl: '' })).toBeNull();
    expect(settingsIssues({ ...form, webhookUrl: 'pdv.example.com', merchantUrl: 'ftp://x.com' })).toEqual({
      webhookUrl: 'Use um endereço que comece com https://.',
      merchantUrl: 'Use um endereço que comece com https://.',
    });
  });

  it('counts a typed apiKey or its removal as a change, not spaces around an address', () => {
    const base = formOf(link);
    expect(isChanged({ ...base, webhookUrl: ' https://pdv.example.com/webhook ' }, base)).toBe(false);
    expect(isChanged({ ...base, apiKey: 'k' }, base)).toBe(true);
    expect(isChanged({ ...base, clearApiKey: true }, base)).toBe(true);
    expect(isChanged({ ...base, enabled: false }, base)).toBe(true);
  });
});
