import { useEffect, useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { saveCustomer, type Session } from '../../features/auth/session.ts';
import { PushOffer } from '../../features/notifications/components/push-offer.tsx';
import { OrderPage } from '../../features/orders/components/order-page.tsx';
import { ReorderDialogView } from '../flows/reorder-dialog.tsx';
import { useReorder } from '../flows/use-reorder.ts';
import { RequireCustomer } from './login-required.tsx';

/** /orders/:id: the order page, behind the login guard (a URL with 'orders' gets the 'Aviso'). */
export function OrderRoute() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const orderId = Number(id);
  // ?placed=1 is checkout's word for this one visit: kept here for the order it came with, and
  // dropped from the history entry, so coming back to the order later (back button, reload) does
  // not say 'Pedido realizado!' again.
  const [placedId] = useState(() => (params.get('placed') === '1' ? orderId : null));
  const placedParam = params.has('placed');
  useEffect(() => {
    if (placedParam) setParams({}, { replace: true });
  }, [placedParam, setParams]);
  if (!Number.isInteger(orderId) || orderId <= 0) return <Navigate to="/orders" replace />;
  return (
    <RequireCustomer>
      {(session) => <OrderScreen key={orderId} session={session} orderId={orderId} placed={placedId === orderId} />}
    </RequireCustomer>
  );
}

function OrderScreen({ session, orderId, placed }: { session: Session; orderId: number; placed: boolean }) {
  const reorder = useReorder();
  return (
    <>
      <OrderPage
        token={session.token}
        orderId={orderId}
        placed={placed}
        onReorder={(order) => void reorder.start(order)}
        reorderBusy={reorder.busy}
      />
      <PushOffer token={session.token} customer={session.customer} placed={placed} onCustomer={saveCustomer} />
      {reorder.dialog ? (
        <ReorderDialogView dialog={reorder.dialog} onConfirm={reorder.confirm} onClose={reorder.close} />
      ) : null}
    </>
  );
}
