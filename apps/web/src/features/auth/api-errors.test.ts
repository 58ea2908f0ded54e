import { describe, expect, it } from 'vitest';
import { ApiError } from '@delivery/client/api-error';
import { describeFailure, socialFailureKey } from './api-errors.ts';
import { recoveryChoices } from './recovery-channels.ts';

describe('describeFailure', () => {
  it("shows the server's message for refusals and enveloped HTTP errors", () => {
    expect(describeFailure(new ApiError('business', 'Código inválido, tente novamente', 200, 12))).toEqual({
      kind: 'server',
      message: 'Código inválido, tente novamente',
    });
    expect(describeFailure(new ApiError('http', 'Muitas tentativas', 429, 6))).toEqual({
      kind: 'server',
      message: 'Muitas tentativas',
    });
  });

  it('falls back to the unknown error without a message meant for people', () => {
    expect(describeFailure(new ApiError('network', 'POST x failed'))).toEqual({
      kind: 'spec',
      key: 'unknownErrorTryAgain',
    });
    expect(describeFailure(new ApiError('http', 'POST x answered HTTP 502', 502))).toEqual({
      kind: 'spec',
      key: 'unknownErrorTryAgain',
    });
    expect(describeFailure(new TypeError('boom'))).toEqual({ kind: 'spec', key: 'unknownErrorTryAgain' });
  });
});

describe('socialFailureKey', () => {
  it('says the popup was blocked for popup_blocked_by_browser', () => {
    expect(socialFailureKey({ error: 'popup_blocked_by_browser' })).toBe('popupBlocked');
    expect(socialFailureKey('popup_blocked_by_browser')).toBe('popupBlocked');
    expect(socialFailureKey({ type: 'popup_failed_to_open' })).toBe('popupBlocked');
  });

  it('says the unknown error for anything else', () => {
    expect(socialFailureKey(new Error('network'))).toBe('unknownErrorTryAgain');
    expect(socialFailureKey(null)).toBe('unknownErrorTryAgain');
  });
});

describe('recoveryChoices', () => {
  it('offers e-mail for EMAIL, SMS and voice for TELEFONE', () => {
    const found = { email: 'a***@e***.com', telefone: '(11) *****-4321' };
    expect(recoveryChoices({ ...found, tipo: ['EMAIL'] }).map((c) => c.channel)).toEqual(['EMAIL']);
    expect(recoveryChoices({ ...found, tipo: ['TELEFONE'] }).map((c) => c.channel)).toEqual(['TELEFONE', 'VOZ']);
    expect(recoveryChoices({ ...found, tipo: ['EMAIL', 'TELEFONE'] })).toEqual([
      { channel: 'EMAIL', destination: 'a***@e***.com' },
      { channel: 'TELEFONE', destination: '(11) *****-4321' },
      { channel: 'VOZ', destination: '(11) *****-4321' },
    ]);
  });
});
