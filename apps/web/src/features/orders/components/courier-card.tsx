import { useTranslation } from 'react-i18next';
import type { TCourier } from '@delivery/contract/orders';
import { AlertIcon, UserIcon } from '../../../components/icons.tsx';
import { courierFacts, courierHeadline, courierProblem, type CourierText } from '../courier-wording.ts';
import { BicycleIcon, CarIcon, MotorbikeIcon, ScooterIcon, VanIcon } from './order-icons.tsx';

const vehicleIcons = {
  motorbike: MotorbikeIcon,
  car: CarIcon,
  bicycle: BicycleIcon,
  scooter: ScooterIcon,
  van: VanIcon,
} satisfies Record<NonNullable<TCourier['vehicle']>, typeof CarIcon>;

/**
 * The shop's courier while the order is on its way: what they are doing, their vehicle and how far
 * they are, and what went wrong. It changes with each report, so screen readers hear the changes.
 */
export function CourierCard({ courier }: { courier: TCourier }) {
  const { t } = useTranslation();
  // A key worked out at run time is a union i18next cannot check the values of; they are checked by the wording's tests.
  const say = (text: CourierText | string) =>
    typeof text === 'string'
      ? text
      : (t as unknown as (key: string, values: Record<string, string>) => string)(text.key, text.values);
  const VehicleIcon = courier.vehicle ? vehicleIcons[courier.vehicle] : UserIcon;
  const facts = courierFacts(courier).map(say);
  const problem = courierProblem(courier);

  return (
    <section
      data-testid="order-courier"
      aria-label={t('orders.courier.title')}
      aria-live="polite"
      className="rounded-3xl border border-ink-100 bg-white px-5 py-4 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
        >
          <VehicleIcon className="size-6" strokeWidth={2} />
        </span>
        <div className="min-w-0">
          <p className="text-base font-bold text-ink-900">{say(courierHeadline(courier))}</p>
          {facts.length > 0 ? (
            <p data-testid="order-courier-facts" className="mt-0.5 text-sm text-ink-600">
              {/* Each part wraps as a whole on a narrow phone: never inside a plate or a distance. */}
              {facts.map((fact, index) => (
                <span key={fact}>
                  {index > 0 ? ' · ' : null}
                  <span className="whitespace-nowrap">{fact}</span>
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      {problem ? (
        <p
          data-testid="order-courier-problem"
          className="mt-3 flex items-start gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950"
        >
          <AlertIcon className="mt-px size-5 shrink-0 text-amber-700" strokeWidth={2} />
          {say(problem)}
        </p>
      ) : null}
    </section>
  );
}
