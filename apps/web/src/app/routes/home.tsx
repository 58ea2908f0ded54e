import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BagIcon } from '../../components/icons.tsx';
import { CityList } from '../../features/addresses/components/city-list.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';

/** Home: a greeting and the city picker. SINGLE profiles get the same page until their shop page exists. */
export function HomeRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const headingId = useId();

  return (
    <div className="space-y-8">
      <section className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 px-6 py-8 text-white shadow-lg md:px-10 md:py-12">
        <div className="relative z-10 max-w-xl">
          <p className="text-xs font-bold tracking-wider text-brand-100 uppercase">{t('home.heroEyebrow')}</p>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold tracking-tight md:text-4xl">
            {t('home.heroTitle')}
          </h1>
          <p className="mt-3 text-base text-brand-50 md:text-lg">{t('home.heroSubtitle')}</p>
        </div>
        <span
          aria-hidden="true"
          className="absolute -right-10 -bottom-12 size-48 rounded-full bg-white/10 md:size-72"
        />
        <span
          aria-hidden="true"
          className="absolute -top-8 -right-8 size-28 rounded-full bg-white/10 md:top-6 md:right-24 md:size-24"
        />
        <BagIcon className="absolute right-12 bottom-10 hidden size-28 text-white/35 md:block" strokeWidth={1.4} />
      </section>

      <section aria-labelledby={headingId}>
        <div className="mb-4">
          <h2 id={headingId} className="text-xl font-extrabold tracking-tight text-ink-900">
            {t('home.chooseCity')}
          </h2>
          <p className="mt-1 text-sm text-ink-600">{t('home.chooseCityHint')}</p>
        </div>
        <CityList profileId={profile.profile_id} headingId={headingId} />
      </section>
    </div>
  );
}
