import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useMatches } from 'react-router';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { SandboxBadge } from '../../components/sandbox-badge.tsx';
import { DeliveryPlaceButton } from '../../features/addresses/components/delivery-place-button.tsx';
import { CartButton } from '../../features/cart/components/cart-button.tsx';
import { ProfileBrand, profileTitle } from '../../features/profile/components/profile-brand.tsx';
import { useBagMinOrder } from '../flows/bag-min-order.ts';
import { isRouteHandle } from '../pages.ts';
import { navItems } from './nav-items.ts';

const DeliveryPlaceSheet = lazy(() =>
  import('../../features/addresses/components/delivery-place-sheet.tsx').then((module) => ({
    default: module.DeliveryPlaceSheet,
  })),
);

/**
 * Brand, 'Entregar em …', the main links (wider screens), the sandbox badge and the bag. On a
 * phone 'Entregar em' takes a second row, on the home page only, as delivery apps do.
 */
export function AppHeader({ profile }: { profile: TGetProfileResponse }) {
  const { t } = useTranslation();
  const fallbackTitle = t('app.defaultTitle');
  const [placeOpen, setPlaceOpen] = useState(false);
  const onHome =
    useMatches()
      .map((match) => match.handle)
      .findLast(isRouteHandle)?.page === 'home';
  const openPlace = () => setPlaceOpen(true);

  return (
    <header className="sticky top-0 z-30 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-14 w-full max-w-5xl items-center gap-3 px-4 md:h-16">
        <Link
          to="/"
          aria-label={t('app.homeLink', { title: profileTitle(profile, fallbackTitle) })}
          className="-mx-1 min-w-0 rounded-xl px-1 py-1 focus-visible:outline-3 focus-visible:outline-brand-600 md:shrink-0"
        >
          <ProfileBrand profile={profile} fallbackTitle={fallbackTitle} />
        </Link>
        {/* Beside a long tenant name it keeps its width (a city is short); the nav's labels give way. */}
        <DeliveryPlaceButton
          onOpen={openPlace}
          className="ml-2 hidden max-w-64 shrink-0 px-3 hover:bg-ink-50 md:flex lg:ml-4"
        />
        <div className="ml-auto flex items-center gap-1.5 md:gap-2 lg:gap-4">
          <nav aria-label={t('nav.label')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {navItems.map(({ to, labelKey, Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      `flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors focus-visible:outline-3 focus-visible:outline-brand-600 xl:px-4 ${
                        isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-50 hover:text-ink-900'
                      }`
                    }
                  >
                    <Icon className="size-5" />
                    {t(labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <SandboxBadge />
          <CartButton singleShop={profile.site.type_flow === 'SINGLE'} useMinOrder={useBagMinOrder} />
        </div>
      </div>
      {onHome ? (
        <div className="mx-auto flex h-12 w-full max-w-5xl items-center px-4 md:hidden">
          <DeliveryPlaceButton onOpen={openPlace} className="-ml-0.5 pr-2" />
        </div>
      ) : null}
      {placeOpen ? (
        <Suspense fallback={null}>
          <DeliveryPlaceSheet profileId={profile.profile_id} onClose={() => setPlaceOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
