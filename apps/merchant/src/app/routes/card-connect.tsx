import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading.tsx';

const ConnectReturnPage = lazy(() =>
  import('../../features/card-payments/components/connect-return-page.tsx').then((module) => ({
    default: module.ConnectReturnPage,
  })),
);

/**
 * /painel/mercadopago, where Mercado Pago sends the owner back (the API's RETURN_PATH). Inside the
 * signed-in frame: after the gateway's full page load the session is restored as on any page, and
 * the code is handed over by the same person who started (the API checks it).
 */
export function CardConnectRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <ConnectReturnPage />
    </Suspense>
  );
}
