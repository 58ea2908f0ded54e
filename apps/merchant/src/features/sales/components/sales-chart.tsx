import type { TSalesSummary } from '@delivery/contract/reports';
import { useState } from 'react';
import { Segmented } from '../../../components/segmented.tsx';
import { formatMoneyShort, formatReais } from '@delivery/contract/money';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { formatCount, formatShortDay, formatWeekDay } from '../sales-format.ts';
import { BarChart, type ChartBar } from './bar-chart.tsx';

type Metric = 'orders' | 'revenue';
type Grouping = 'hour' | 'day';

const text = messages.sales.chart;

const titles: Record<Grouping, Record<Metric, string>> = {
  hour: { orders: text.titleHour, revenue: text.titleHourRevenue },
  day: { orders: text.titleDay, revenue: text.titleDayRevenue },
};

const detail = (tally: { orders: number; revenue: number }) =>
  fill(text.readout, { orders: plural(messages.sales.orderCount, tally.orders), revenue: formatReais(tally.revenue) });

/** When orders came in, by hour of the day (all days of the range together) or day by day. */
export function SalesChart({ summary }: { summary: TSalesSummary }) {
  const [metric, setMetric] = useState<Metric>('orders');
  const [chosen, setGrouping] = useState<Grouping>('hour');
  const manyDays = summary.by_day.length > 1;
  const grouping = manyDays ? chosen : 'hour';
  const value = (tally: { orders: number; revenue: number }) => (metric === 'orders' ? tally.orders : tally.revenue);

  const bars: ChartBar[] =
    grouping === 'hour'
      ? summary.by_hour.map((tally) => ({
          key: String(tally.hour),
          label: fill(text.hour, { hour: tally.hour }),
          title: fill(text.hourSpan, { from: tally.hour, to: (tally.hour + 1) % 24 }),
          value: value(tally),
          detail: detail(tally),
        }))
      : summary.by_day.map((tally) => ({
          key: tally.date,
          label: formatShortDay(tally.date),
          title: formatWeekDay(tally.date),
          value: value(tally),
          detail: detail(tally),
        }));

  return (
    <section aria-labelledby="sales-chart-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2 sm:gap-3">
        <h2 id="sales-chart-title" className="mr-auto text-xl max-sm:w-full font-black tracking-tight text-ink-900">
          {titles[grouping][metric]}
        </h2>
        {manyDays ? (
          <Segmented
            label={text.grouping}
            value={grouping}
            options={[
              { value: 'hour', label: text.byHour },
              { value: 'day', label: text.byDay },
            ]}
            onChange={setGrouping}
          />
        ) : null}
        <Segmented
          label={text.metric}
          value={metric}
          options={[
            { value: 'orders', label: text.orders },
            { value: 'revenue', label: text.revenue },
          ]}
          onChange={setMetric}
        />
      </div>
      <div className="mt-3">
        <BarChart
          caption={titles[grouping][metric]}
          bars={bars}
          whole={metric === 'orders'}
          formatMark={metric === 'orders' ? formatCount : formatMoneyShort}
          labelWidth={grouping === 'hour' ? 30 : 46}
          keyHeader={text.when}
        />
      </div>
      <p className="mt-2 text-sm text-ink-600 max-sm:hidden">{text.help}</p>
    </section>
  );
}
