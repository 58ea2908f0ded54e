import { BoardPage } from '../../features/board/components/board-page.tsx';
import { usePanel } from '../layout/panel-shell.tsx';

export function BoardRoute() {
  const { me, shopId } = usePanel();
  // A new shop picked is a new board: its own stream, dialogs closed.
  return <BoardPage key={shopId ?? 'all'} shopId={shopId} showShopNames={shopId === null && me.shops.length > 1} />;
}
