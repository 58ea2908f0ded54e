export type PhoneMessage = { to: string; text: string; channel: 'sms' | 'voice' };
export type PhoneSender = (message: PhoneMessage) => Promise<void>;

/**
 * SMS and voice calls through one HTTP adapter: POST SMS_API_URL with a bearer key and
 * {to: '+55…', message, channel}. Any 2xx is accepted; anything else is a failed delivery.
 */
export function createPhoneSender(url: string | undefined, key: string | undefined): PhoneSender | null {
  if (!url) return null;
  return async ({ to, text, channel }) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
      body: JSON.stringify({ to: `+55${to}`, message: text, channel }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
  };
}
