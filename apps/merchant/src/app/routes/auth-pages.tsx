import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { NewPasswordForm, InviteForm } from '../../features/session/components/new-password-form.tsx';
import { ResetRequestForm } from '../../features/session/components/reset-request-form.tsx';
import { SignInForm } from '../../features/session/components/sign-in-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useSessionToken } from '../../hooks/use-session-token.ts';
import { messages } from '../../lib/messages.ts';

const useOpenBoard = () => {
  const navigate = useNavigate();
  return () => void navigate('/', { replace: true });
};

export function SignInRoute() {
  useDocumentTitle(`${messages.auth.signInTitle} · ${messages.app.title}`);
  const token = useSessionToken();
  const openBoard = useOpenBoard();
  if (token) return <Navigate to="/" replace />;
  return <SignInForm resetPath="/esqueci-senha" onSignedIn={openBoard} />;
}

export function ResetRequestRoute() {
  useDocumentTitle(`${messages.auth.resetTitle} · ${messages.app.title}`);
  return <ResetRequestForm signInPath="/entrar" />;
}

/** From the e-mail's link: /painel/nova-senha?token=… */
export function NewPasswordRoute() {
  useDocumentTitle(`${messages.auth.newPasswordTitle} · ${messages.app.title}`);
  const [params] = useSearchParams();
  return <NewPasswordForm token={params.get('token')} onSignedIn={useOpenBoard()} />;
}

/** From the invitation e-mail: /painel/convite?token=… */
export function InviteRoute() {
  useDocumentTitle(`${messages.auth.inviteTitle} · ${messages.app.title}`);
  const [params] = useSearchParams();
  return <InviteForm token={params.get('token')} onSignedIn={useOpenBoard()} />;
}
