import {
  deliveryLimits,
  deliveryProblems,
  takesOrders,
  ZDeliverySettings,
  type TDeliveryMode,
  type TDeliverySettingsInput,
  type TShopDeliveryResponse,
} from '@delivery/contract/shop-delivery';
import { foldText } from '@delivery/contract/text';
import { messages } from '../../lib/messages.ts';
import { newKey } from './hours-form.ts';

/**
 * The delivery section as a form: money in reais as MoneyField holds it (null while empty),
 * minutes, kilometres and coordinates as typed. The contract's own checks (ZDeliverySettings)
 * say what is wrong, mapped here to the row it is about, so the panel and the API refuse the
 * same things with the same words.
 */

export type DistrictDraft = {
  districtId: number;
  name: string;
  served: boolean;
  fee: number | null;
  minutes: string;
};
export type BandDraft = { key: number; maxKm: string; fee: number | null; minutes: string };

export type DeliveryForm = {
  pickup: boolean;
  minOrder: number | null;
  /** Null: delivery is never free for the amount. */
  freeAbove: number | null;
  districts: DistrictDraft[];
  bands: BandDraft[];
  latitude: string;
  longitude: string;
};

/** '7,5' as Brazilians write a decimal; the wire takes either. */
const decimalText = (value: number): string => String(value).replace('.', ',');

export function formOf(answer: TShopDeliveryResponse): DeliveryForm {
  const { delivery } = answer;
  return {
    pickup: delivery.pickup,
    minOrder: delivery.min_order,
    freeAbove: delivery.free_delivery_above,
    districts: delivery.districts.map((d) => ({
      districtId: d.district_id,
      name: d.name,
      served: d.served,
      fee: d.served ? d.fee : null,
      minutes: String(d.extra_minutes),
    })),
    bands: delivery.bands.map((b) => ({
      key: newKey(),
      maxKm: decimalText(b.max_km),
      fee: b.fee,
      minutes: String(b.extra_minutes),
    })),
    latitude: delivery.location ? decimalText(delivery.location.latitude) : '',
    longitude: delivery.location ? decimalText(delivery.location.longitude) : '',
  };
}

/** Typed minutes; none is none. */
const minutesOf = (typed: string): number => (typed.trim() === '' ? 0 : Number(typed));
/** A typed decimal with a comma or a dot; NaN when empty, which the contract refuses. */
const decimalOf = (typed: string): number => (typed.trim() === '' ? Number.NaN : Number(typed.replace(',', '.')));

/** The section as the save sends it: only the list of the shop's mode has rows. */
export function inputOf(form: DeliveryForm, mode: TDeliveryMode): TDeliverySettingsInput {
  const located = form.latitude.trim() !== '' || form.longitude.trim() !== '';
  return {
    pickup: form.pickup ? '1' : '0',
    min_order: form.minOrder ?? 0,
    free_delivery_above: form.freeAbove,
    districts:
      mode === 'DISTRICT'
        ? form.districts
            .filter((d) => d.served)
            .map((d) => ({ district_id: d.districtId, fee: d.fee ?? Number.NaN, extra_minutes: minutesOf(d.minutes) }))
        : [],
    bands:
      mode === 'GEOCODE'
        ? form.bands.map((b) => ({
            max_km: decimalOf(b.maxKm),
            fee: b.fee ?? Number.NaN,
            extra_minutes: minutesOf(b.minutes),
          }))
        : [],
    location:
      mode === 'GEOCODE' && located
        ? { latitude: decimalOf(form.latitude), longitude: decimalOf(form.longitude) }
        : null,
  };
}

/** Whether the form says anything else than what it was filled with. */
export const isChanged = (form: DeliveryForm, base: DeliveryForm, mode: TDeliveryMode): boolean =>
  JSON.stringify(inputOf(form, mode)) !== JSON.stringify(inputOf(base, mode));

/** What is wrong, by where it shows: a field, a district (by id) or a band (by its row's key). */
export type DeliveryIssues = {
  minOrder: string | null;
  freeAbove: string | null;
  districts: Map<number, string>;
  bands: Map<number, string>;
  /** About the list as a whole: too many bands. */
  list: string | null;
  location: string | null;
  /** The shop would take no order at all. */
  noWay: string | null;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the contract refuses in the form, and a shop left with no way to take orders; null when none. */
export function deliveryIssues(form: DeliveryForm, mode: TDeliveryMode): DeliveryIssues | null {
  const issues: DeliveryIssues = {
    minOrder: null,
    freeAbove: null,
    districts: new Map(),
    bands: new Map(),
    list: null,
    location: null,
    noWay: null,
  };
  const input = inputOf(form, mode);
  const served = form.districts.filter((d) => d.served);
  const result = ZDeliverySettings.safeParse(input);
  // zod runs the rules across rows only once every field parses; the panel shows a repeated band
  // or district whatever the other fields say.
  const across = deliveryProblems({
    districts: served.map((d) => ({ district_id: d.districtId })),
    // A band not typed yet repeats no other: each gets a distance of its own no band has.
    bands: form.bands.map((b, i) => ({ max_km: decimalOf(b.maxKm) || -(i + 1) })),
  });
  for (const issue of [...(result.success ? [] : result.error.issues), ...across]) {
    const [field, index, part] = issue.path;
    const message = capitalised(issue.message);
    if (field === 'min_order') issues.minOrder ??= message;
    else if (field === 'free_delivery_above') issues.freeAbove ??= message;
    else if (field === 'districts' && typeof index === 'number') {
      const district = served[index]!;
      const missing = part === 'fee' && district.fee === null;
      if (!issues.districts.has(district.districtId)) {
        issues.districts.set(district.districtId, missing ? messages.shopSettings.delivery.feeMissing : message);
      }
    } else if (field === 'bands' && typeof index === 'number') {
      const band = form.bands[index]!;
      const missing =
        part === 'fee' && band.fee === null
          ? messages.shopSettings.delivery.feeMissing
          : part === 'max_km' && band.maxKm.trim() === ''
            ? messages.shopSettings.delivery.kmMissing
            : message;
      if (!issues.bands.has(band.key)) issues.bands.set(band.key, missing);
    } else if (field === 'bands') issues.list ??= message;
    else if (field === 'location') {
      issues.location ??=
        form.latitude.trim() === '' || form.longitude.trim() === ''
          ? messages.shopSettings.delivery.locationMissing
          : message;
    }
  }
  const way = {
    pickup: form.pickup,
    districts: input.districts?.length ?? 0,
    bands: input.bands?.length ?? 0,
    located: (input.location ?? null) !== null,
  };
  if (!takesOrders(mode, way)) {
    issues.noWay =
      mode === 'DISTRICT' ? messages.shopSettings.delivery.noWay : messages.shopSettings.delivery.noWayGeocode;
  }
  const found =
    issues.minOrder ||
    issues.freeAbove ||
    issues.districts.size ||
    issues.bands.size ||
    issues.list ||
    issues.location ||
    issues.noWay;
  return found ? issues : null;
}

/** The districts whose name holds what was typed, accents and case aside. */
export function filterDistricts(districts: readonly DistrictDraft[], query: string): DistrictDraft[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...districts];
  return districts.filter((d) => {
    const name = foldText(d.name);
    return words.every((word) => name.includes(word));
  });
}

/** Every district with `ids` marked served or not; a district newly served keeps any fee it had. */
export function setServed(districts: readonly DistrictDraft[], ids: ReadonlySet<number>, served: boolean) {
  return districts.map((d) => (ids.has(d.districtId) ? { ...d, served } : d));
}

/** The fee set on every served district of `ids`: the bulk "Aplicar aos marcados". */
export function applyFee(districts: readonly DistrictDraft[], ids: ReadonlySet<number>, fee: number) {
  return districts.map((d) => (d.served && ids.has(d.districtId) ? { ...d, fee } : d));
}

/** A new band beyond the farthest one, priced as it, or a first one of 3 km. */
export function nextBand(bands: readonly BandDraft[]): BandDraft {
  const last = bands.at(-1);
  const km = last ? decimalOf(last.maxKm) : Number.NaN;
  return {
    key: newKey(),
    maxKm: Number.isFinite(km) ? decimalText(Math.min(deliveryLimits.kmMax, Math.floor(km) + 2)) : '3',
    fee: last?.fee ?? null,
    minutes: last?.minutes ?? '0',
  };
}
