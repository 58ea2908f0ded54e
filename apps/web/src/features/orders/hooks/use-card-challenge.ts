import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isNativePlatform } from '../../../lib/platform.ts';
import { challengeOrigin, challengeWindow, isChallengeEnd } from '../card-payment.ts';

/**
 * idle: not opened here yet; open: the issuer's window is up; framed: the issuer's page is in the
 * sheet of this page; waiting: reading the order again; late: gave up waiting.
 */
export type ChallengePhase = 'idle' | 'open' | 'framed' | 'waiting' | 'late';

/** The iframe of the sheet that holds the issuer's page where no window of its own opens. */
export const challengeFrame = 'mp-3ds-frame';

const POPUP_CHECK_MS = 500;
const RECHECK_MS = 2000;
const WAIT_LIMIT_MS = 2 * 60_000;
const popupFeatures = 'popup,width=480,height=720';

/**
 * The issuer's 3-D Secure page: opened by 'Abrir página do banco' in a window of its own (opened
 * in the click itself, so no blocker stops it) into which the hidden form posts the creq. In the
 * native app (decision 0044), or where no window opens, it opens in a sheet of this page instead:
 * the form posts into the sheet's iframe once it is drawn (`frameReady`), and the issuer's last
 * page speaks to its parent, this one. When the page says it ended, its window closes or the
 * customer closes the sheet, the order is read again every 2 s, for 2 minutes at most, until its
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
    const opened = isNativePlatform() ? null : window.open('', challengeWindow, popupFeatures);
    popup.current = opened;
    if (!opened) {
      setPhase('framed');
      return;
    }
    target.target = challengeWindow;
    target.submit();
    setPhase('open');
  };

  /** The sheet's iframe is in the page: the creq goes there. */
  const frameReady = () => {
    const target = form.current;
    if (!target) return;
    target.target = challengeFrame;
    target.submit();
  };

  /** The customer closed the sheet: the bank may have answered all the same. */
  const closeFrame = () => {
    setPhase('waiting');
    onCheck();
  };

  return { phase, open, form, frameReady, closeFrame };
}
