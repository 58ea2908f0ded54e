import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.tsx';
import { OrdersHistory } from '../../features/orders/components/orders-history.tsx';
import { RepeatIcon } from '../../features/orders/components/order-icons.tsx';
import { ReorderDialogView } from '../flows/reorder-dialog.tsx';
import { useReorder } from '../flows/use-reorder.ts';
import { RequireCustomer } from './login-required.tsx';

/** /orders: the history, behind the login guard ('Aviso' for a visitor); a past order is ordered again from its card. */
export function OrdersRoute() {
  const { t } = useTranslation();
  const reorder = useReorder();
  return (
    <RequireCustomer>
      {(session) => (
        <>
          <OrdersHistory
            token={session.token}
            pastAction={(order) => (
              // Above the card's link, which covers the card: a tap here orders again, not opens it.
              <Button
                variant="secondary"
                className="relative z-10 h-9 px-3! text-sm whitespace-nowrap"
                disabled={reorder.busy}
                aria-label={t('orders.reorder.actionNamed', { shop: order.shop_name, number: order.order_number })}
                onClick={() => void reorder.start(order)}
              >
                <RepeatIcon className="size-4" />
                {t('orders.reorder.action')}
              </Button>
            )}
          />
          {reorder.dialog ? (
            <ReorderDialogView dialog={reorder.dialog} onConfirm={reorder.confirm} onClose={reorder.close} />
          ) : null}
        </>
      )}
    </RequireCustomer>
  );
}
