import { locale } from '@delivery/contract/constants';
import type { TCourier } from '@delivery/contract/orders';

/*
 * The courier card's lines as keys of common.json with their values, worked out without i18next
 * so the page and its tests read the same texts.
 */

type Stage = NonNullable<TCourier['stage']>;
type Problem = NonNullable<TCourier['problem']>;
type Vehicle = NonNullable<TCourier['vehicle']>;

export type CourierKey =
  | `orders.courier.stage.${Stage}`
  | `orders.courier.stageUnnamed.${Stage}`
  | 'orders.courier.named'
  | 'orders.courier.unknown'
  | `orders.courier.vehicle.${Vehicle}`
  | 'orders.courier.distance'
  | 'orders.courier.arriving'
  | `orders.courier.problem.${Problem}`;

export type CourierText = { key: CourierKey; values: Record<string, string> };

const say = (key: CourierKey, values: Record<string, string> = {}): CourierText => ({ key, values });

/** What the courier is doing, by name when the shop gave one: 'João está a caminho'. */
export function courierHeadline(courier: Pick<TCourier, 'stage' | 'name'>): CourierText {
  const { name } = courier;
  if (courier.stage) {
    return name
      ? say(`orders.courier.stage.${courier.stage}`, { name })
      : say(`orders.courier.stageUnnamed.${courier.stage}`);
  }
  return name ? say('orders.courier.named', { name }) : say('orders.courier.unknown');
}

const kilometres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
const metres = new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 });
/** Closer than this the courier is at the corner: a count of metres would only flicker. */
const ARRIVING_M = 100;

/**
 * 'a 1,2 km de você', 'a 350 m de você', or 'chegando'. The distance is a straight line from a
 * phone's fix, so metres are rounded to tens: a finer count would claim a precision it lacks.
 */
export function distanceText(distanceM: number): CourierText {
  if (distanceM < ARRIVING_M) return say('orders.courier.arriving');
  const rounded = Math.round(distanceM / 10) * 10;
  const distance = rounded < 1000 ? metres.format(rounded) : kilometres.format(distanceM / 1000);
  return say('orders.courier.distance', { distance });
}

/**
 * The parts of the line under the headline, only those known, to be joined with ' · ': the
 * vehicle, its plate (shown as it is, a plate is no word to translate) and the distance.
 */
export function courierFacts(courier: Pick<TCourier, 'vehicle' | 'plate' | 'distance_m'>): (CourierText | string)[] {
  const { plate } = courier;
  return [
    ...(courier.vehicle ? [say(`orders.courier.vehicle.${courier.vehicle}`)] : []),
    ...(plate ? [plate] : []),
    ...(courier.distance_m === null ? [] : [distanceText(courier.distance_m)]),
  ];
}

/** What went wrong on the way, in the customer's words; null while nothing did. */
export const courierProblem = (courier: Pick<TCourier, 'problem'>): CourierText | null =>
  courier.problem ? say(`orders.courier.problem.${courier.problem}`) : null;
