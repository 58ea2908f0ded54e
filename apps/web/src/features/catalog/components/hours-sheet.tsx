import { useTranslation } from 'react-i18next';
import type { TShopDetail } from '@delivery/contract/catalog';
import { Sheet } from '../../../components/sheet.tsx';
import { dayMonth } from '../opening-hours.ts';
import { WeekHoursList } from './week-hours-list.tsx';

type HoursSheetProps = {
  shop: Pick<TShopDetail, 'opening_hours' | 'exceptions' | 'time_zone'>;
  now: Date;
  onClose: () => void;
};

/** 'Horários': the week from Sunday with today marked, and the dates that depart from it (holidays). */
export function HoursSheet({ shop, now, onClose }: HoursSheetProps) {
  const { t } = useTranslation();
  return (
    <Sheet
      title={t('catalog.shop.hoursTitle')}
      description={t('catalog.shop.hoursHint')}
      closeLabel={t('catalog.shop.close')}
      onClose={onClose}
      testId="hours-sheet"
    >
      <WeekHoursList openingHours={shop.opening_hours} timeZone={shop.time_zone} now={now} />
      {shop.exceptions.length > 0 ? (
        <section className="mt-5">
          <h3 className="mb-2 text-sm font-bold tracking-wide text-ink-600 uppercase">
            {t('catalog.shop.exceptions')}
          </h3>
          <ul className="space-y-2">
            {shop.exceptions.map((exception) => (
              <li
                key={exception.date}
                className="flex items-center justify-between gap-4 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950"
              >
                <span>
                  <span className="font-bold">{exception.label}</span> · {dayMonth(exception.date)}
                </span>
                <span className="font-semibold tabular-nums">
                  {exception.closed || !exception.opens || !exception.closes
                    ? t('catalog.shop.exceptionClosed')
                    : `${exception.opens} – ${exception.closes}`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Sheet>
  );
}
