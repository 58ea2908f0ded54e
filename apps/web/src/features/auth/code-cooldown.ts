import { useLayoutEffect, useState } from 'react';
import { limits } from '@delivery/contract/constants';

/** The last code sent: to whom, and when (ms since the epoch). */
export type CodeSent = { to: string; at: number };

/**
 * Whole seconds before the server sends another code to `to` (its per-destination cooldown);
 * 0 once it would. A code to another destination waits for nothing.
 */
export function resendSecondsLeft(sent: CodeSent | null, to: string, now: number): number {
  if (!sent || sent.to !== to) return 0;
  const left = sent.at + limits.codeResendSeconds * 1000 - now;
  // A clock read before the code went (the first render after it) still waits the whole cooldown.
  return left > 0 ? Math.min(Math.ceil(left / 1000), limits.codeResendSeconds) : 0;
}

/**
 * The seconds left, counting down once a second until they reach 0. The next tick is set as the
 * count is drawn (a layout effect), not after the paint: a clock that jumps right after a count is
 * shown (a phone waking up; a test's fake clock) finds the tick there to catch up, where a passive
 * effect run after the jump would skip to the end.
 */
export function useResendCountdown(sent: CodeSent | null, to: string): number {
  const [now, setNow] = useState(() => Date.now());
  const left = resendSecondsLeft(sent, to, now);
  useLayoutEffect(() => {
    if (left === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [now, left]);
  return left;
}
