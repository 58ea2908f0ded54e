import { CashbackPage } from '../../features/rewards/components/cashback-page.tsx';
import { RequireCustomer } from './login-required.tsx';

/** /cashback: the balance and statement; docs/product.md leaves its guard open, and they belong to a customer. */
export function CashbackRoute() {
  return <RequireCustomer>{(session) => <CashbackPage token={session.token} />}</RequireCustomer>;
}
