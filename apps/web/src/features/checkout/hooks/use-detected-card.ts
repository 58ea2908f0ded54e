import type { TPaymentGroup } from '@delivery/contract/checkout';
import { useCallback, useRef, useState } from 'react';
import { detectCard, type DetectedCard } from '../card-brand.ts';
import type { MercadoPagoInstance } from '../mercado-pago.ts';

/**
 * The card's brand, asked of the gateway as its first digits change: only the last question's
 * answer counts, as the digits may change again before an answer comes. A brand the gateway's
 * answer gives rules for passes its security code's length on to that field.
 */
export function useDetectedCard(
  mp: MercadoPagoInstance,
  flags: TPaymentGroup['flags'],
  onSecurityCode: (settings: Record<string, unknown>) => void,
) {
  const [detected, setDetected] = useState<DetectedCard | null>(null);
  const asked = useRef(0);

  const onBin = useCallback(
    (bin: string | null) => {
      const question = ++asked.current;
      if (!bin) {
        setDetected(null);
        return;
      }
      mp.getPaymentMethods({ bin }).then(
        (answer) => {
          if (question !== asked.current) return;
          const results = answer.results ?? [];
          setDetected(detectCard(results, flags));
          const securityCode = results[0]?.settings?.[0]?.security_code;
          if (securityCode) onSecurityCode(securityCode);
        },
        () => {
          if (question === asked.current) setDetected({ kind: 'unknown' });
        },
      );
    },
    [mp, flags, onSecurityCode],
  );

  const reset = useCallback(() => {
    asked.current += 1;
    setDetected(null);
  }, []);

  return { detected, onBin, reset };
}
