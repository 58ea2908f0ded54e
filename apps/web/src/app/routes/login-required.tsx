import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { loginGuardDecision } from '../../features/auth/guard.ts';
import { useSession, type Session } from '../../features/auth/session.ts';
import { RouteLoading } from '../layout/route-states.tsx';

const LoginRequiredNotice = lazy(() =>
  import('../../features/auth/components/login-required-notice.tsx').then((module) => ({
    default: module.LoginRequiredNotice,
  })),
);

/** A customer sees the page; a visitor the 'Aviso' (a URL with 'orders') or the root. */
export function RequireCustomer({ children }: { children: (session: Session) => ReactNode }) {
  const session = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  if (session === undefined) return <RouteLoading />;
  const decision = loginGuardDecision(pathname, session !== null);
  if (decision === 'redirect-home') return <Navigate to="/" replace />;
  if (decision === 'notice') {
    return (
      <Suspense fallback={null}>
        <LoginRequiredNotice
          onLogin={() => void navigate('/profile', { replace: true })}
          onCancel={() => void navigate('/', { replace: true })}
        />
      </Suspense>
    );
  }
  return session ? children(session) : null;
}
