import type { Config } from '../config.ts';

export type PhoneMessage = { to: string; text: string; channel: 'sms' | 'voice' };
export type PhoneSender = (message: PhoneMessage) => Promise<void>;

/** Who sends SMS, and who calls with a code read aloud: null where nobody is configured. */
export type PhoneSenders = { sms: PhoneSender | null; voice: PhoneSender | null };

const TIMEOUT_MS = 10_000;

/**
 * SMS and voice calls through one generic HTTP adapter: POST SMS_API_URL with a bearer key and
 * {to: '+55…', message, channel}. Any 2xx is accepted; anything else is a failed delivery.
 */
function httpSender(url: string, key: string | undefined): PhoneSender {
  return async ({ to, text, channel }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ to: `+55${to}`, message: text, channel }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
  };
}

/**
 * SMS through Zenvia's own API (v2, `POST /v2/channels/sms/messages`, the token in `X-API-TOKEN`,
 * the sender id the account was given as `from`, the number as 55 and its digits). Zenvia's
 * answer to a refusal ({code, message}) is the failure's reason, which the job queue logs and
 * retries. Zenvia's v2 API sends no voice calls: those stay with the HTTP adapter.
 */
function zenviaSender(baseUrl: string, token: string, from: string): PhoneSender {
  const url = `${baseUrl.replace(/\/$/, '')}/v2/channels/sms/messages`;
  return async ({ to, text }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-token': token },
      body: JSON.stringify({ from, to: `55${to}`, contents: [{ type: 'text', text }] }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) {
      const refusal = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
      throw new Error(
        `Zenvia answered HTTP ${response.status}: ${String(refusal?.code ?? '')} ${String(refusal?.message ?? '')}`.trim(),
      );
    }
  };
}

/** The phone senders SMS_PROVIDER chooses, from their own settings. */
export function createPhoneSenders(config: Config): PhoneSenders {
  const http = config.SMS_API_URL ? httpSender(config.SMS_API_URL, config.SMS_API_KEY) : null;
  if (config.SMS_PROVIDER === 'zenvia') {
    const zenvia =
      config.ZENVIA_API_TOKEN && config.ZENVIA_FROM
        ? zenviaSender(config.ZENVIA_API_URL, config.ZENVIA_API_TOKEN, config.ZENVIA_FROM)
        : null;
    return { sms: zenvia, voice: http };
  }
  return { sms: http, voice: http };
}
