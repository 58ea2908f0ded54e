import { mayDo } from '@delivery/contract/staff';
import { Navigate, NavLink, Outlet } from 'react-router';
import { reviewMessages } from '../../features/reviews/review-messages.ts';
import { seesStatements } from '../../features/statements/statement-access.ts';
import { statementMessages } from '../../features/statements/statement-messages.ts';
import { messages } from '../../lib/messages.ts';
import { usePanel } from './panel-shell.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-4 text-base font-bold whitespace-nowrap max-sm:flex-auto max-sm:justify-center max-sm:px-2 max-sm:text-sm focus-visible:outline-3 focus-visible:outline-sky-600 ${
    isActive ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:bg-white/70'
  }`;

/**
 * "Vendas" holds the numbers and what moves them, coupons and cashback, what customers said of
 * their orders, and in a marketplace the money settled with it: one place in the header for all, which keeps its icons on one row on a
 * phone (decision 0035). All are the owner's and the operator's.
 */
export function SalesArea() {
  const panel = usePanel();
  if (!panel.me.shops.some((shop) => mayDo(shop.role, 'manageShop'))) return <Navigate to="/" replace />;
  return (
    <>
      <nav aria-label={messages.nav.salesArea} className="mx-auto w-full max-w-6xl px-3 pt-3 sm:px-6 sm:pt-5">
        {/* Four tabs overfill a phone's row: there the row scrolls rather than the page. */}
        <div className="flex gap-1 overflow-x-auto rounded-xl bg-ink-100 p-1 sm:inline-flex">
          <NavLink to="/vendas" end className={tabClass}>
            {messages.nav.salesSummary}
          </NavLink>
          <NavLink to="/vendas/cupons" className={tabClass}>
            {messages.nav.coupons}
          </NavLink>
          <NavLink to="/vendas/avaliacoes" className={tabClass}>
            {reviewMessages.nav}
          </NavLink>
          {seesStatements(panel.me) ? (
            <NavLink to="/vendas/financeiro" className={tabClass}>
              {statementMessages.nav}
            </NavLink>
          ) : null}
        </div>
      </nav>
      <Outlet context={panel} />
    </>
  );
}
