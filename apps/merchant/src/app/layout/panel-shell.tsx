import type { TStaffMember } from '@delivery/contract/staff';
import { Navigate, Outlet, useOutletContext } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Loading } from '../../components/loading.tsx';
import { useSignOut } from '../../features/session/api/sign-out.ts';
import { useStaffMe } from '../../features/session/api/staff-me.ts';
import { useNotificationTaps } from '../../features/push/hooks/use-notification-taps.ts';
import { useDeviceSetting } from '../../hooks/use-device-setting.ts';
import { useSessionToken } from '../../hooks/use-session-token.ts';
import { messages } from '../../lib/messages.ts';
import { selectedShop, shopChoice } from '../shop-selection.ts';
import { PanelHeader } from './panel-header.tsx';

export type PanelContext = { me: TStaffMember; shopId: number | null };

/** What the pages inside the panel get: the person and the shop picked. */
export const usePanel = () => useOutletContext<PanelContext>();

/**
 * The signed-in frame: without a token it sends to the sign-in page (a 401 from any call forgets
 * the token, which lands here too); with one it reads the person and their shops, then shows the page.
 */
export function PanelShell() {
  const token = useSessionToken();
  if (!token) return <Navigate to="/entrar" replace />;
  return <SignedIn token={token} />;
}

function SignedIn({ token }: { token: string }) {
  const me = useStaffMe(token);
  useNotificationTaps();
  const signOut = useSignOut();
  const [choice, setChoice] = useDeviceSetting(shopChoice);

  if (me.isPending) {
    return <Loading className="min-h-dvh justify-center" />;
  }
  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-lg font-semibold">
        <p>{messages.app.unknownError}</p>
        <Button onClick={() => void me.refetch()}>{messages.board.retry}</Button>
      </div>
    );
  }
  const shopId = selectedShop(me.data, choice);
  return (
    <div className="flex min-h-dvh flex-col lg:h-dvh">
      <PanelHeader
        me={me.data}
        shopId={shopId}
        onPickShop={setChoice}
        onSignOut={() => signOut.mutate()}
        signingOut={signOut.isPending}
      />
      <Outlet context={{ me: me.data, shopId } satisfies PanelContext} />
    </div>
  );
}
