import { serverMessage } from '@delivery/client/api-error';
import type { TPlatformAdmin } from '@delivery/contract/platform';
import { Navigate, Outlet, useOutletContext } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Loading } from '../../components/loading.tsx';
import { messages } from '../../lib/messages.ts';
import { useConsoleSignOut, usePlatformMe } from '../api/session.ts';
import { useConsoleToken } from '../lib/session-token.ts';
import { consoleMessages } from '../messages.ts';
import { ConsoleHeader } from './console-header.tsx';
import { RecoveryCodesWarning } from './recovery-codes-warning.tsx';

export type ConsoleContext = { admin: TPlatformAdmin };

/** What the pages inside the console get: the signed-in administrator. */
export const useConsole = () => useOutletContext<ConsoleContext>();

/**
 * The signed-in frame: without a token it sends to the sign-in page (a 401 from any call forgets
 * the token, which lands here too); with one it reads the administrator, then shows the page.
 */
export function ConsoleShell() {
  const token = useConsoleToken();
  if (!token) return <Navigate to="/entrar" replace />;
  return <SignedIn token={token} />;
}

function SignedIn({ token }: { token: string }) {
  const me = usePlatformMe(token);
  const signOut = useConsoleSignOut();

  if (me.isPending) return <Loading className="min-h-dvh justify-center" />;
  if (!me.data) {
    return (
      <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-lg font-semibold">
        <p>{serverMessage(me.error) ?? messages.app.unknownError}</p>
        <Button onClick={() => void me.refetch()}>{consoleMessages.retry}</Button>
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      <ConsoleHeader name={me.data.admin.name} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
      <RecoveryCodesWarning left={me.data.recovery_codes_left} />
      <Outlet context={{ admin: me.data.admin } satisfies ConsoleContext} />
    </div>
  );
}
