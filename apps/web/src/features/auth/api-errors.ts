import { serverMessage } from '@delivery/client/api-error';
import type { SpecTextKey } from '../../lib/i18n.ts';

/**
 * What to tell the customer when a call fails: the server's own pt-BR message when it sent one
 * (a business refusal, or HTTP 400/401/429 with an envelope), else docs/product.md's unknown error.
 */
export type FailureText = { kind: 'server'; message: string } | { kind: 'spec'; key: SpecTextKey };

export function describeFailure(error: unknown): FailureText {
  const message = serverMessage(error);
  return message === null ? { kind: 'spec', key: 'unknownErrorTryAgain' } : { kind: 'server', message };
}

/** A social SDK's failure: the popup-blocked text for a blocked popup, else the unknown error. */
export function socialFailureKey(error: unknown): SpecTextKey {
  const code =
    typeof error === 'string'
      ? error
      : typeof error === 'object' && error !== null
        ? String(
            (error as { error?: unknown }).error ??
              (error as { type?: unknown }).type ??
              (error as { message?: unknown }).message ??
              '',
          )
        : '';
  return code === 'popup_blocked_by_browser' || code === 'popup_failed_to_open'
    ? 'popupBlocked'
    : 'unknownErrorTryAgain';
}
