import { useTranslation } from 'react-i18next';
import type { TShopDetail } from '@delivery/contract/catalog';
import { Sheet } from '../../../components/sheet.tsx';
import { dayMonth, weekHours } from '../opening-hours.ts';
import { weekdayName, zonedWeekday } from '../zoned-time.ts';

type HoursSheetProps = {
  shop: Pick<TShopDetail, 'opening_hours' | 'exceptions' | 'time_zone'>;
  now: Date;
  onClose: () => void;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Horários': the week from Sunday with today marked, and the dates that depart from it (holidays). */
export function HoursSheet({ shop, now, onClose }: HoursSheetProps) {
  const { t } = useTranslation();
  const today = zonedWeekday(now, shop.time_zone);
  return (
    <Sheet
      title={t('catalog.shop.hoursTitle')}
      description={t('catalog.shop.hoursHint')}
      closeLabel={t('catalog.shop.close')}
      onClose={onClose}
      testId="hours-sheet"
    >
      <dl className="divide-y divide-ink-100">
        {weekHours(shop.opening_hours).map(({ weekday, periods }) => {
          const isToday = weekday === today;
          return (
            <div
              key={weekday}
              className={`flex items-start justify-between gap-4 py-3 text-base ${isToday ? 'font-bold text-ink-900' : 'text-ink-700'}`}
            >
              <dt>
                {capitalize(weekdayName(weekday))}
                {isToday ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold text-brand-700 normal-case">
                    {t('catalog.shop.today')}
                  </span>
                ) : null}
              </dt>
              <dd className="text-right tabular-nums">
                {periods.length === 0 ? (
                  <span className="text-ink-600">{t('catalog.shop.closedDay')}</span>
                ) : (
                  periods.map((period) => (
                    <span key={period} className="block">
                      {period}
                    </span>
                  ))
                )}
              </dd>
            </div>
          );
        })}
      </dl>
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
