import { useParams } from 'react-router';
import { ReviewsPage } from '../../features/catalog/components/reviews-page.tsx';

/** evaluation/:id: the reviews of the shop of that id. */
export function EvaluationRoute() {
  const { id } = useParams();
  return <ReviewsPage key={id} shopId={Number(id)} />;
}
