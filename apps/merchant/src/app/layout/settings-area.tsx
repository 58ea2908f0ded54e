import { mayDo } from '@delivery/contract/staff';
import { Navigate, NavLink, Outlet } from 'react-router';
import { commissionMessages } from '../../features/commission-plans/commission-messages.ts';
import { messages } from '../../lib/messages.ts';
import { usePanel } from './panel-shell.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-4 text-base font-bold whitespace-nowrap max-sm:flex-auto max-sm:px-2 max-sm:justify-center focus-visible:outline-3 focus-visible:outline-sky-600 ${
    isActive ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:bg-white/70'
  }`;

/**
 * "Loja" holds the settings: the shop's, for those who run the tenant (decision 0038) the
 * platform's, and for a marketplace's operators its shops and cities (0039), a single shop's owner
 * its cities: one place in the header, which keeps its icons on one row on a phone and a
 * laptop (decisions 0034, 0035).
 */
export function SettingsArea() {
  const panel = usePanel();
  const { me } = panel;
  const setsCommissions = me.marketplace && me.operator;
  if (!me.runs_tenant && !me.shops.some((shop) => mayDo(shop.role, 'manageShop'))) return <Navigate to="/" replace />;
  return (
    <>
      {me.runs_tenant ? (
        <nav aria-label={messages.nav.settingsArea} className="mx-auto w-full max-w-6xl px-3 pt-3 sm:px-6 sm:pt-5">
          {/* An operator's four tabs do not fit a phone's row: two rows of two. */}
          <div
            className={`flex gap-1 rounded-xl bg-ink-100 p-1 sm:inline-flex ${setsCommissions ? 'max-sm:grid max-sm:grid-cols-2' : ''}`}
          >
            <NavLink to="/loja" className={tabClass}>
              {messages.nav.shopSettings}
            </NavLink>
            <NavLink to="/plataforma" className={tabClass}>
              {messages.nav.tenant}
            </NavLink>
            <NavLink to="/lojas" className={tabClass}>
              {me.operator ? messages.nav.tenantShops : messages.nav.places}
            </NavLink>
            {setsCommissions ? (
              <NavLink to="/comissoes" className={tabClass}>
                {commissionMessages.nav}
              </NavLink>
            ) : null}
          </div>
        </nav>
      ) : null}
      <Outlet context={panel} />
    </>
  );
}
