import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@delivery/contract/constants';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { XIcon } from '../../../components/action-icons.tsx';
import { queryClient } from '../../../lib/query-client.ts';
import { setItem, storageKeys } from '../../../lib/storage.ts';
import { bannerHiddenUntilQueryOptions } from '../banner-hidden.ts';
import { deviceOf, hiddenUntil, storeLinkFor } from '../store-link.ts';

/**
 * docs/product.md section 2's smart banner for the app stores, on the home of a phone or tablet: the
 * profile's icon, title and button label, the iOS or Android link. Closed, it stays hidden for
 * the configured days; followed, it waits the reminder days before asking again.
 */
export function SmartBanner({ app }: { app: TGetProfileResponse['app'] }) {
  const { t } = useTranslation();
  const [device] = useState(() => deviceOf(navigator.userAgent, navigator.maxTouchPoints));
  const link = storeLinkFor(app, device);
  // Read as the app starts (app/startup.ts): known when the home is first drawn, so the banner is
  // in that first drawing rather than pushing the page down after it.
  const hidden = useQuery({ ...bannerHiddenUntilQueryOptions, enabled: link !== null });
  const [openedAt] = useState(Date.now);

  if (!link || hidden.status !== 'success' || (hidden.data !== null && hidden.data > openedAt)) return null;
  const hideFor = (days: number) => {
    const until = hiddenUntil(Date.now(), days);
    queryClient.setQueryData(bannerHiddenUntilQueryOptions.queryKey, until);
    void setItem(storageKeys.smartBannerHiddenUntil, until).catch(() => undefined);
  };
  return (
    <aside
      aria-label={t('smartBanner.label')}
      className="flex items-center gap-2.5 border-b border-ink-100 bg-white py-2 pr-3 pl-1.5"
    >
      <button
        type="button"
        onClick={() => hideFor(limits.smartBannerDaysHidden)}
        aria-label={t('smartBanner.close')}
        className="grid size-9 shrink-0 place-items-center rounded-full text-ink-500 hover:bg-ink-50 hover:text-ink-800 focus-visible:outline-3 focus-visible:outline-brand-600"
      >
        <XIcon className="size-4.5" strokeWidth={2.2} />
      </button>
      {app.image ? (
        <img
          src={app.image}
          alt=""
          width={44}
          height={44}
          className="size-11 shrink-0 rounded-xl bg-ink-50 object-cover shadow-sm ring-1 ring-ink-900/5"
        />
      ) : null}
      <div className="min-w-0 flex-1 leading-tight">
        <p className="truncate text-sm font-bold text-ink-900">{app.title}</p>
        <p className="truncate text-xs text-ink-600">
          {t(device === 'ios' ? 'smartBanner.ios' : 'smartBanner.android')}
        </p>
      </div>
      <a
        href={link}
        target="_blank"
        rel="noopener"
        onClick={() => hideFor(limits.smartBannerDaysReminder)}
        className="inline-flex h-9 shrink-0 items-center rounded-full bg-brand-600 px-4 text-sm font-bold text-white hover:bg-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {app.link_label || t('smartBanner.defaultLabel')}
      </a>
    </aside>
  );
}
