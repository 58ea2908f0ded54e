import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useDeviceSetting } from '../hooks/use-device-setting.ts';
import { linkedShop, shopParam } from '../lib/shop-link.ts';
import { shopChoice } from './shop-selection.ts';

/**
 * A page of one shop opened by a link naming it (lib/shop-link.ts): that shop becomes the one
 * picked on this device, as if chosen in the header, so the page's tabs and the next pages stay
 * on it, and the link's parameter goes. Answers the shop to show: the linked one, else `picked`.
 */
export function useLinkedShop(shops: readonly { shop_id: number }[], picked: number | null): number | null {
  const [params, setParams] = useSearchParams();
  const [, setChoice] = useDeviceSetting(shopChoice);
  const linked = linkedShop(params, shops);
  useEffect(() => {
    if (linked === null) return;
    setChoice(linked);
    setParams(
      (current) => {
        current.delete(shopParam);
        return current;
      },
      { replace: true },
    );
  }, [linked, setChoice, setParams]);
  return linked ?? picked;
}
