import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { buttonClassName } from '../../components/button.tsx';
import { BagIcon, ClockIcon } from '../../components/icons.tsx';
import { isRouteHandle } from '../pages.ts';

/** A page of SPEC.md's route table whose screen is built in a later issue: its title and a short note. */
export function PlaceholderRoute() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isRouteHandle);
  const title = handle ? t(`pages.${handle.page}`) : '';

  return (
    <div className="mx-auto max-w-lg md:pt-8">
      <div className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-10 text-center shadow-sm md:px-12 md:py-14">
        <span
          aria-hidden="true"
          className="relative mb-6 grid size-24 place-items-center rounded-full bg-brand-50 text-brand-600"
        >
          <BagIcon className="size-11" strokeWidth={1.6} />
          <span className="absolute -right-1 -bottom-1 grid size-10 place-items-center rounded-full border-4 border-white bg-amber-300 text-amber-900">
            <ClockIcon className="size-5" strokeWidth={2.2} />
          </span>
        </span>
        <p className="rounded-full bg-amber-100 px-3 py-1 text-xs font-bold tracking-wide text-amber-900 uppercase">
          {t('placeholder.badge')}
        </p>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">{title}</h1>
        <p className="mt-3 max-w-sm text-base text-ink-600">{t('placeholder.comingSoon')}</p>
        <Link to="/" className={`${buttonClassName('primary')} mt-8`}>
          {t('placeholder.backHome')}
        </Link>
      </div>
    </div>
  );
}
