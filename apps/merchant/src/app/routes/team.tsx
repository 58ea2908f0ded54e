import { mayDo } from '@delivery/contract/staff';
import { Navigate } from 'react-router';
import { TeamPage } from '../../features/team/components/team-page.tsx';
import { usePanel } from '../layout/panel-shell.tsx';

export function TeamRoute() {
  const { me, shopId } = usePanel();
  const shops = me.shops.filter((shop) => mayDo(shop.role, 'manageShop'));
  if (shops.length === 0) return <Navigate to="/" replace />;
  return <TeamPage me={me} shops={shops} shopId={shopId} />;
}
