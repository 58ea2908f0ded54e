import { OrdersHistory } from '../../features/orders/components/orders-history.tsx';
import { RequireCustomer } from './login-required.tsx';

/** /orders: the history, behind the login guard ('Aviso' for a visitor). */
export function OrdersRoute() {
  return <RequireCustomer>{(session) => <OrdersHistory token={session.token} />}</RequireCustomer>;
}
