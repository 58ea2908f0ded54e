import { useTranslation } from 'react-i18next';
import { NavLink, useMatches } from 'react-router';
import { isRouteHandle } from '../pages.ts';
import { navItems } from './nav-items.ts';

/** Bottom tabs on phones; wider screens use the header links instead. */
export function TabBar() {
  const { t } = useTranslation();
  const hidden = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle)?.hideTabBar;
  if (hidden) return null;
  return (
    <nav
      aria-label={t('nav.label')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="mx-auto grid max-w-md grid-cols-3">
        {navItems.map(({ to, labelKey, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `flex h-16 flex-col items-center justify-center gap-1 text-xs font-semibold transition-colors focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-brand-600 ${
                  isActive ? 'text-brand-700' : 'text-ink-600 hover:text-ink-900'
                }`
              }
            >
              {({ isActive }) => (
                <>
                  <Icon className="size-6" strokeWidth={isActive ? 2.2 : 1.8} />
                  {t(labelKey)}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
