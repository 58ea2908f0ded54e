import { render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CodeField } from './code-field.tsx';

/** A browser with WebOTP (Chrome on Android), whose SMS brings `code` once asked. */
function phoneWithWebOtp(code: string) {
  const get = vi.fn((_options: CredentialRequestOptions) => Promise.resolve({ type: 'otp', id: '', code }));
  vi.stubGlobal('OTPCredential', class {});
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  return get;
}

function Screen({ sms }: { sms: boolean }) {
  const [code, setCode] = useState('');
  return <CodeField value={code} onValueChange={setCode} sms={sms} />;
}

describe('the code field', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('is filled with the code of the SMS the browser reads', async () => {
    const get = phoneWithWebOtp('4815');
    render(<Screen sms />);
    await waitFor(() => expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('4815'));
    expect(get).toHaveBeenCalledWith(expect.objectContaining({ otp: { transport: ['sms'] } }));
  });

  it('stops waiting for the SMS when the screen goes', async () => {
    const get = phoneWithWebOtp('4815');
    const { unmount } = render(<Screen sms />);
    const { signal } = get.mock.calls[0]![0];
    expect(signal?.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(signal?.aborted).toBe(true));
  });

  it('asks for nothing when the code went by e-mail or voice, or the browser has no WebOTP', () => {
    const get = phoneWithWebOtp('4815');
    render(<Screen sms={false} />);
    expect(get).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
    render(<Screen sms />);
    expect(get).not.toHaveBeenCalled();
  });

  it('leaves the field alone when the SMS holds no 4-digit code', async () => {
    const get = phoneWithWebOtp('12345');
    render(<Screen sms />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    await get.mock.results[0]!.value;
    expect((screen.getByRole('textbox') as HTMLInputElement).value).toBe('');
  });
});
