import type { TOpenDeliveryLinkResponse } from '@delivery/contract/open-delivery';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../lib/messages.ts';
import { CredentialsCard } from './credentials-card.tsx';
import { SettingsEditor } from './settings-editor.tsx';

const text = messages.openDelivery;

const APP_ID = '5f0c6a8e-2b1d-4c3e-9f7a-1e2d3c4b5a69';

const answer = (enabled: boolean) =>
  ({
    error_type: 0,
    message: 'ok',
    base_url: 'https://pizzaria.exemplo.com.br/opendelivery',
    app_id: APP_ID,
    link: {
      merchant_id: 'merchant-1',
      client_id: 'client-1',
      enabled,
      webhook_url: '',
      merchant_url: '',
      merchant_api_key_set: false,
      updated_at: '2026-11-28T10:00:00.000Z',
    },
  }) satisfies TOpenDeliveryLinkResponse;

const render = (element: ReactElement) =>
  renderToStaticMarkup(createElement(QueryClientProvider, { client: new QueryClient() }, element));

describe('the panel’s Integração', () => {
  it('shows the AppId the shop passes to its software’s vendor, beside the base URL', () => {
    const html = render(createElement(CredentialsCard, { shopId: 1, answer: answer(false) }));
    expect(html).toContain(`aria-label="${text.appId}"`);
    expect(html).toContain(`>${APP_ID}</output>`);
  });

  it('titles the switch by where it stands', () => {
    const off = render(createElement(SettingsEditor, { shopId: 1, answer: answer(false) }));
    expect(off).toContain(`>${text.switchTitleOff}</p>`);
    expect(off).not.toContain(`>${text.switchTitle}</p>`);
    const on = render(createElement(SettingsEditor, { shopId: 1, answer: answer(true) }));
    expect(on).toContain(`>${text.switchTitle}</p>`);
  });
});
