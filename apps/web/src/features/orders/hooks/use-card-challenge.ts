import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { challengeOrigin, challengeWindow, isChallengeEnd } from '../card-payment.ts';

/** idle: not opened here yet; open: the issuer's window is up; waiting: reading the order again; late: gave up waiting. */
export type ChallengePhase = 'idle' | 'open' | 'waiting' | 'late';

const POPUP_CHECK_MS = 500;
const RECHECK_MS = 2000;
const WAIT_LIMIT_MS = 2 * 60_000;
const popupFeatures = 'popup,width=480,height=720';

/**
 * The issuer's 3-D Secure page: opened by 'Abrir página do banco' in a window of its own (opened
 * in the click itself, so no blocker stops it) into which the hidden form posts the creq; where no
 * window can open (a shell that gives none), the form posts in this one. When the page says it
 * ended, or its window closes, the order is read again every 2 s, for 2 minutes at most, until its
 * card leaves the challenge (the page then stops drawing this).
 */
export function useCardChallenge(challengeUrl: string, onCheck: () => void) {
  const [phase, setPhase] = useState<ChallengePhase>('idle');
  const form = useRef<HTMLFormElement>(null);
  const popup = useRef<Window | null>(null);
  const check = useEffectEvent(onCheck);
  const origin = challengeOrigin(challengeUrl, location.href);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isChallengeEnd(event, origin)) return;
      setPhase('waiting');
      check();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useEffect(() => {
    if (phase !== 'open') return;
    const timer = window.setInterval(() => {
      if (!popup.current?.closed) return;
      setPhase('waiting');
      check();
    }, POPUP_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [phase]);

  useEffect(() => {
    if (phase !== 'waiting') return;
    const poll = window.setInterval(() => check(), RECHECK_MS);
    const giveUp = window.setTimeout(() => setPhase('late'), WAIT_LIMIT_MS);
    return () => {
      window.clearInterval(poll);
      window.clearTimeout(giveUp);
    };
  }, [phase]);

  const open = () => {
    const target = form.current;
    if (!target) return;
    const opened = window.open('', challengeWindow, popupFeatures);
    popup.current = opened;
    target.target = opened ? challengeWindow : '_self';
    target.submit();
    if (opened) setPhase('open');
  };

  return { phase, open, form };
}
