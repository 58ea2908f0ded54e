import type { TStaffMember } from '@delivery/contract/staff';
import { mayDo } from '@delivery/contract/staff';
import { NavLink, useMatch } from 'react-router';
import { ChartIcon, ListIcon, LogOutIcon, StoreIcon, UsersIcon, UtensilsIcon } from '../../components/icons.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { isSandbox } from '../../lib/env.ts';
import { messages } from '../../lib/messages.ts';

type PanelHeaderProps = {
  me: TStaffMember;
  shopId: number | null;
  onPickShop: (choice: number | 'all') => void;
  onSignOut: () => void;
  signingOut: boolean;
};

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center gap-2 rounded-xl px-3 text-base font-bold ${
    isActive ? 'bg-white text-ink-900' : 'text-white hover:bg-white/10'
  } max-sm:min-w-11 max-sm:justify-center max-sm:px-0`;

/** The dark bar on top: the shop picker, the pages, who is signed in, and "Sair". */
export function PanelHeader({ me, shopId, onPickShop, onSignOut, signingOut }: PanelHeaderProps) {
  // The team, the numbers and the shop's settings are the owner's and the operator's.
  const manages = me.shops.some((shop) => mayDo(shop.role, 'manageShop'));
  const onPlatform = useMatch('/plataforma/*');
  const onTenantShops = useMatch('/lojas');
  const onCommissions = useMatch('/comissoes');
  const onTenantPage = onPlatform !== null || onTenantShops !== null || onCommissions !== null;
  const options = [
    ...(me.shops.length > 1 ? [{ value: 'all', label: messages.nav.allShops }] : []),
    ...me.shops.map((shop) => ({ value: String(shop.shop_id), label: shop.name })),
  ];
  return (
    // One row from a 1024 px tablet up: the shop's name gives way first, then the words beside icons.
    <header className="flex flex-wrap items-center gap-x-2 gap-y-2 bg-ink-900 px-2 py-2 text-white print:hidden sm:gap-x-3 sm:px-4 lg:flex-nowrap">
      {isSandbox ? (
        // On a phone the pages' icons fill the row: the sandbox's mark is a ribbon above them.
        <p className="-mx-2 -mt-2 w-[calc(100%+1rem)] bg-amber-400 py-0.5 text-center text-xs font-black text-ink-900 sm:hidden">
          {messages.app.sandbox}
        </p>
      ) : null}
      <p className="flex shrink-0 items-center gap-2 text-lg font-black tracking-tight">
        {/* On a phone the row is the pages' icons', and "Pedidos" already shows this one. */}
        <span className="grid size-9 place-items-center rounded-lg bg-brand-600 max-sm:hidden">
          <ListIcon className="size-5" strokeWidth={2.5} />
        </span>
        <span className="max-xl:sr-only">{messages.app.title}</span>
        {isSandbox ? (
          <span className="rounded-md bg-amber-400 px-2 py-0.5 text-xs font-black text-ink-900 max-sm:hidden">
            {/* Five pages, the shop picker and "Sair" fill a laptop's row: the long name waits for a wide screen. */}
            <span className="2xl:hidden">{messages.app.sandboxShort}</span>
            <span className="max-2xl:hidden">{messages.app.sandbox}</span>
          </span>
        ) : null}
      </p>
      {options.length > 1 ? (
        <SelectField
          label={messages.nav.shopPicker}
          labelHidden
          tone="dark"
          value={shopId === null ? 'all' : String(shopId)}
          options={options}
          onValueChange={(value) => onPickShop(value === 'all' ? 'all' : Number(value))}
          className="order-last w-full sm:order-none sm:w-64 lg:w-auto lg:max-w-64 lg:min-w-40 lg:flex-1"
        />
      ) : (
        // On a phone the pages' icons take the row: the name gets a line of its own, as the picker does.
        <p
          title={me.shops[0]?.name}
          className="order-last w-full truncate text-base font-bold text-white/90 sm:order-none sm:w-auto sm:max-w-72 lg:min-w-0"
        >
          {me.shops[0]?.name}
        </p>
      )}
      <nav aria-label={messages.nav.menu} className="ml-auto flex items-center gap-0.5 sm:gap-1">
        <NavLink to="/" end className={navClass}>
          <ListIcon />
          <span className="max-sm:sr-only">{messages.nav.board}</span>
        </NavLink>
        <NavLink to="/cardapio" className={navClass}>
          <UtensilsIcon />
          <span className="max-sm:sr-only">{messages.nav.menuPage}</span>
        </NavLink>
        {manages ? (
          <>
            <NavLink to="/vendas" className={navClass}>
              <ChartIcon />
              <span className="max-sm:sr-only">{messages.nav.sales}</span>
            </NavLink>
            <NavLink to="/equipe" className={navClass}>
              <UsersIcon />
              <span className="max-sm:sr-only">{messages.nav.team}</span>
            </NavLink>
            {/* The platform's settings, the marketplace's shops and its commissions are tabs of "Loja" (settings-area.tsx). */}
            <NavLink to="/loja" className={({ isActive }) => navClass({ isActive: isActive || onTenantPage })}>
              <StoreIcon />
              <span className="max-sm:sr-only">{messages.nav.shop}</span>
            </NavLink>
          </>
        ) : null}
      </nav>
      <p className="hidden max-w-40 truncate text-sm font-semibold text-white/80 2xl:block">{me.name}</p>
      <button
        type="button"
        onClick={onSignOut}
        disabled={signingOut}
        aria-label={messages.nav.signOut}
        className="inline-flex min-h-12 min-w-12 items-center justify-center gap-2 rounded-xl border-2 border-white/30 px-3 text-base font-bold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-sky-400 disabled:opacity-60"
      >
        <LogOutIcon />
        <span className="max-xl:sr-only">{messages.nav.signOut}</span>
      </button>
    </header>
  );
}
