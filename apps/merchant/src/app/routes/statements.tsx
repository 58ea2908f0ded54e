import { mayDo } from '@delivery/contract/staff';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../components/loading.tsx';
import { seesStatements } from '../../features/statements/statement-access.ts';
import { statementMessages } from '../../features/statements/statement-messages.ts';
import { usePanel } from '../layout/panel-shell.tsx';
import { useLinkedShop } from '../use-linked-shop.ts';

// The counter opens the board: the statements load when asked for.
const StatementsPage = lazy(() =>
  import('../../features/statements/components/statements-page.tsx').then((module) => ({
    default: module.StatementsPage,
  })),
);

/**
 * A marketplace's statements are its shops' owners' and its operators' (the API checks the same).
 * A link naming one of their shops opens on it, as the operators' balances link to each shop.
 */
export function StatementsRoute() {
  const { me, shopId: picked } = usePanel();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'manageShop'));
  const shopId = useLinkedShop(shops, picked);
  if (!seesStatements(me)) return <Navigate to="/vendas" replace />;
  if (shopId !== null && !shops.some((shop) => shop.shop_id === shopId)) {
    return <p className="mx-auto w-full max-w-6xl p-6 text-lg font-semibold">{statementMessages.notAllowed}</p>;
  }
  return (
    <Suspense fallback={<Loading />}>
      <StatementsPage shops={shops} shopId={shopId} operator={me.operator} />
    </Suspense>
  );
}
