import { boardOrderParams } from '@delivery/contract/push';
import { mayDo } from '@delivery/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { BoardPage } from '../../features/board/components/board-page.tsx';
import { PrinterLink } from '../../features/printer/components/printer-link.tsx';
import { PushToggle, pushNeedsAttention } from '../../features/push/components/push-toggle.tsx';
import { usePushAlerts } from '../../features/push/hooks/use-push-alerts.ts';
import { staffMeKey } from '../../features/session/api/staff-me.ts';
import { useDeviceSetting } from '../../hooks/use-device-setting.ts';
import { usePanel } from '../layout/panel-shell.tsx';
import { shopChoice } from '../shop-selection.ts';

const idParam = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

export function BoardRoute() {
  const { me, shopId } = usePanel();
  const [params, setParams] = useSearchParams();
  const [, setChoice] = useDeviceSetting(shopChoice);
  const orderId = idParam(params.get(boardOrderParams.order));
  const orderShop = idParam(params.get(boardOrderParams.shop));
  const onOpened = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const client = useQueryClient();
  // Here, not in the settings dialog: with the alerts on, every start tells the server again.
  const push = usePushAlerts();
  const shop = me.shops.find((one) => one.shop_id === shopId);
  const autoAccept = shop
    ? {
        on: shop.auto_accept,
        canChange: mayDo(shop.role, 'manageShop'),
        onChanged: () => client.invalidateQueries({ queryKey: staffMeKey }),
      }
    : null;

  // A notification's order of a shop other than the one shown: that shop's board shows it.
  const switchTo =
    orderShop !== null && shopId !== null && orderShop !== shopId && me.shops.some((s) => s.shop_id === orderShop)
      ? orderShop
      : null;
  useEffect(() => {
    if (switchTo !== null) setChoice(switchTo);
  }, [switchTo, setChoice]);

  return (
    // A new shop picked is a new board: its own stream, dialogs closed.
    <BoardPage
      key={shopId ?? 'all'}
      shopId={shopId}
      autoAccept={autoAccept}
      showShopNames={shopId === null && me.shops.length > 1}
      staffShops={me.shops}
      focusOrder={orderId !== null && switchTo === null ? { orderId, onOpened } : null}
      settings={
        <>
          <PrinterLink />
          <PushToggle alerts={push} />
        </>
      }
      settingsAttention={pushNeedsAttention(push.state)}
    />
  );
}
