import { NavLink, useMatch } from 'react-router';
import { HistoryIcon, LogOutIcon, ShieldIcon, StoreIcon } from '../../components/icons.tsx';
import { isSandbox } from '../../lib/env.ts';
import { messages } from '../../lib/messages.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.nav;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 text-base font-bold max-sm:flex-1 focus-visible:outline-3 focus-visible:outline-sky-400 ${
    isActive ? 'bg-white text-ink-900' : 'text-white hover:bg-white/10'
  }`;

type ConsoleHeaderProps = { name: string; onSignOut: () => void; signingOut: boolean };

/**
 * The dark bar on top, as the panel's: the console's mark with who is signed in, its two pages and
 * "Sair". On a phone the pages take a row of their own, each half of it.
 */
export function ConsoleHeader({ name, onSignOut, signingOut }: ConsoleHeaderProps) {
  // A tenant's page and the new tenant's are of "Clientes": its tab stays lit on them.
  const onList = useMatch('/');
  const onNew = useMatch('/novo');
  const onTenant = useMatch('/clientes/*');
  const onTenants = Boolean(onList ?? onNew ?? onTenant);
  return (
    <header className="bg-ink-900 text-white">
      {isSandbox ? (
        <p className="bg-amber-400 py-0.5 text-center text-xs font-black text-ink-900">{messages.app.sandbox}</p>
      ) : null}
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-2 px-3 py-2 sm:gap-4 sm:px-6">
        <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
          <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-600">
            <ShieldIcon className="size-6" strokeWidth={2.5} />
          </span>
          <div className="min-w-0">
            <p className="text-lg leading-tight font-black tracking-tight">{consoleMessages.title}</p>
            <p title={name} className="truncate text-sm font-semibold text-white/75 sm:max-w-56">
              {name}
            </p>
          </div>
        </div>
        <nav aria-label={text.menu} className="order-last flex w-full gap-1 sm:order-none sm:w-auto sm:flex-1">
          <NavLink to="/" className={() => navClass({ isActive: onTenants })}>
            <StoreIcon />
            {text.tenants}
          </NavLink>
          <NavLink to="/auditoria" className={navClass}>
            <HistoryIcon />
            {text.audit}
          </NavLink>
        </nav>
        <button
          type="button"
          onClick={onSignOut}
          disabled={signingOut}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl border-2 border-white/30 px-3 text-base font-bold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-sky-400 disabled:opacity-60"
        >
          <LogOutIcon />
          {text.signOut}
        </button>
      </div>
    </header>
  );
}
