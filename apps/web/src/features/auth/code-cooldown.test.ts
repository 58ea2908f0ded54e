import { describe, expect, it } from 'vitest';
import { limits } from '@delivery/contract/constants';
import { resendSecondsLeft } from './code-cooldown.ts';

describe('code resend countdown', () => {
  const sent = { to: '(11) 98765-4321', at: 1_000_000 };

  it("counts the server's cooldown down in whole seconds for the same phone", () => {
    expect(limits.codeResendSeconds).toBe(60);
    expect(resendSecondsLeft(sent, sent.to, sent.at)).toBe(60);
    expect(resendSecondsLeft(sent, sent.to, sent.at + 500)).toBe(60);
    expect(resendSecondsLeft(sent, sent.to, sent.at + 59_001)).toBe(1);
    expect(resendSecondsLeft(sent, sent.to, sent.at + 60_000)).toBe(0);
    expect(resendSecondsLeft(sent, sent.to, sent.at - 5_000)).toBe(60);
  });

  it('lets a code go at once to another phone, or when none was sent', () => {
    expect(resendSecondsLeft(sent, '(11) 91111-2222', sent.at)).toBe(0);
    expect(resendSecondsLeft(null, sent.to, sent.at)).toBe(0);
  });
});
