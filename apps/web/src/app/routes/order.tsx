import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { MessageDialog } from '../../components/message-dialog.tsx';
import { saveCustomer, type Session } from '../../features/auth/session.ts';
import { PushOffer } from '../../features/notifications/components/push-offer.tsx';
import { OrderPage } from '../../features/orders/components/order-page.tsx';
import type { LeftOut } from '../../features/orders/reorder.ts';
import { useReorder, type ReorderDialog } from '../flows/use-reorder.ts';
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

function LeftOutList({ leftOut }: { leftOut: LeftOut[] }) {
  const { t } = useTranslation();
  return (
    <ul data-testid="reorder-left-out" className="mt-3 space-y-1 text-left text-sm text-ink-700">
      {leftOut.map((entry, index) => (
        <li key={`${entry.name}-${index}`} className="rounded-xl bg-ink-50 px-3 py-2">
          {t(`orders.reorder.${entry.reason}`, { name: entry.name })}
        </li>
      ))}
    </ul>
  );
}

function ReorderDialogView({
  dialog,
  onConfirm,
  onClose,
}: {
  dialog: ReorderDialog;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  switch (dialog.kind) {
    case 'replace':
      return (
        <MessageDialog
          tone="warning"
          title={t('orders.reorder.replaceTitle')}
          message={t('orders.reorder.replaceText', { shop: dialog.currentShop })}
          confirmLabel={tSpec('yes')}
          onConfirm={onConfirm}
          cancelLabel={tSpec('cancel')}
          onCancel={onClose}
        />
      );
    case 'left-out':
      return (
        <MessageDialog
          tone="warning"
          title={t('orders.reorder.leftOutTitle')}
          message={t('orders.reorder.leftOutText')}
          confirmLabel={t('orders.reorder.goToCart')}
          onConfirm={onConfirm}
        >
          <LeftOutList leftOut={dialog.leftOut} />
        </MessageDialog>
      );
    case 'none':
      return (
        <MessageDialog
          tone="warning"
          title={t('orders.reorder.noneTitle')}
          message={t('orders.reorder.noneText')}
          confirmLabel={t('orders.reorder.seeMenu')}
          onConfirm={onConfirm}
          cancelLabel={tSpec('close')}
          onCancel={onClose}
        >
          <LeftOutList leftOut={dialog.leftOut} />
        </MessageDialog>
      );
  }
}
