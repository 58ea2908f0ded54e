import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { SandboxBadge } from '../../components/sandbox-badge.tsx';
import { ProfileBrand, profileTitle } from '../../features/profile/components/profile-brand.tsx';
import { navItems } from './nav-items.ts';

export function AppHeader({ profile }: { profile: TGetProfileResponse }) {
  const { t } = useTranslation();
  const fallbackTitle = t('app.defaultTitle');

  return (
    <header className="sticky top-0 z-30 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80">
      <div className="mx-auto flex h-16 w-full max-w-5xl items-center gap-3 px-4">
        <Link
          to="/"
          aria-label={t('app.homeLink', { title: profileTitle(profile, fallbackTitle) })}
          className="-mx-1 min-w-0 rounded-xl px-1 py-1 focus-visible:outline-3 focus-visible:outline-brand-600"
        >
          <ProfileBrand profile={profile} fallbackTitle={fallbackTitle} />
        </Link>
        <div className="ml-auto flex items-center gap-6">
          <nav aria-label={t('nav.label')} className="hidden md:block">
            <ul className="flex items-center gap-1">
              {navItems.map(({ to, labelKey, Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end
                    className={({ isActive }) =>
                      `flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-brand-600 ${
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
        </div>
      </div>
    </header>
  );
}
