import { useSearchParams } from 'react-router';
import { ReviewPage } from '../../features/orders/components/review-page.tsx';
import { RequireCustomer } from './login-required.tsx';

/** /review?order=<id>: docs/product.md's order review, which requires login. */
export function ReviewRoute() {
  const [params] = useSearchParams();
  const raw = Number(params.get('order'));
  const orderId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <RequireCustomer>
      {(session) => <ReviewPage key={orderId ?? 'pending'} token={session.token} orderId={orderId} />}
    </RequireCustomer>
  );
}
