import { useTranslation } from 'react-i18next';
import type { TOpeningPeriod } from '@delivery/contract/catalog';
import { weekHours } from '../opening-hours.ts';
import { weekdayName, zonedWeekday } from '../zoned-time.ts';

type WeekHoursListProps = { openingHours: readonly TOpeningPeriod[]; timeZone: string; now: Date };

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A shop's week from Sunday, each day's periods or 'Fechado', today marked (hours sheet, contact page). */
export function WeekHoursList({ openingHours, timeZone, now }: WeekHoursListProps) {
  const { t } = useTranslation();
  const today = zonedWeekday(now, timeZone);
  return (
    <dl className="divide-y divide-ink-100">
      {weekHours(openingHours, t('catalog.shop.allDay')).map(({ weekday, periods }) => {
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
  );
}
