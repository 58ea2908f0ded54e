import type { CallBody } from '@delivery/contract/call';
import type { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { toCents, toReais } from '@delivery/contract/pricing';
import { takesOrders, type TShopDelivery, type TShopDeliveryResponse } from '@delivery/contract/shop-delivery';
import type { Database } from '../../db/client.ts';
import type { ShopChange } from '../../db/schema/shop-settings.ts';
import { AppError } from '../../http/app-error.ts';
import { districtsOfCity } from '../addresses/service.ts';
import {
  announceShopChanged,
  deliveryBands,
  readDelivery,
  replaceBands,
  replaceDistricts,
  servedDistricts,
  updateDelivery,
  type BandFee,
  type DeliveryFields,
  type DeliveryRow,
  type DistrictFee,
} from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { lastChange, recordShopChange } from './queries.ts';
import { notFound, type ShopSettingsContext } from './service.ts';

/*
 * How a shop delivers (issue 13, decision 0036): pickup, minimum order, free delivery from an
 * amount, and its fees by district or by distance band. Saved at the version read like the hours;
 * each change kept with who made it, then announced, so every process prices the next customer's
 * order by it. Orders placed keep the fee they were priced with.
 */

type SaveBody = CallBody<(typeof shopSettingsCalls)['saveShopDelivery']>;
type DeliveryAnswer = Omit<TShopDeliveryResponse, 'error_type' | 'message'>;

const invalid = (field: string, reason: string) =>
  new AppError(ErrorType.INVALID_INPUT, formatMessage(apiMessages.fieldInvalid, { field, reason }));

/** The section as the wire names its fields, districts by id and bands from the nearest: what is compared and kept. */
type DeliveryState = {
  pickup: boolean;
  min_order: number;
  free_delivery_above: number | null;
  districts: { district_id: number; fee: number; extra_minutes: number }[];
  bands: { max_km: number; fee: number; extra_minutes: number }[];
  location: { latitude: number; longitude: number } | null;
};

function stateOf(row: DeliveryRow, served: readonly DistrictFee[], bands: readonly BandFee[]): DeliveryState {
  return {
    pickup: row.pickup,
    min_order: toReais(row.minOrderCents),
    free_delivery_above: row.freeDeliveryAboveCents === null ? null : toReais(row.freeDeliveryAboveCents),
    districts: [...served]
      .sort((a, b) => a.districtId - b.districtId)
      .map((d) => ({ district_id: d.districtId, fee: toReais(d.feeCents), extra_minutes: d.extraMinutes })),
    bands: [...bands]
      .sort((a, b) => a.maxKm - b.maxKm)
      .map((b) => ({ max_km: b.maxKm, fee: toReais(b.feeCents), extra_minutes: b.extraMinutes })),
    location:
      row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude },
  };
}

/** Each field whose value differs, before and after. */
function changeOf(before: DeliveryState, after: DeliveryState): ShopChange {
  const change: ShopChange = {};
  for (const field of Object.keys(after) as (keyof DeliveryState)[]) {
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) {
      change[field] = { from: before[field], to: after[field] };
    }
  }
  return change;
}

async function answerOf(db: Database, shopId: number, row: DeliveryRow): Promise<DeliveryAnswer> {
  const [served, bands, cityList, last] = await Promise.all([
    servedDistricts(db, shopId),
    deliveryBands(db, shopId),
    row.mode === 'DISTRICT' ? districtsOfCity(db, row.cityId) : Promise.resolve([]),
    lastChange(db, shopId, 'delivery'),
  ]);
  const state = stateOf(row, served, bands);
  const fees = new Map(served.map((d) => [d.districtId, d]));
  const districts: TShopDelivery['districts'] = cityList
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map(({ id, name }) => {
      const fee = fees.get(id);
      return {
        district_id: id,
        name,
        served: fee !== undefined,
        fee: fee ? toReais(fee.feeCents) : 0,
        extra_minutes: fee?.extraMinutes ?? 0,
      };
    });
  return {
    delivery: {
      pickup: state.pickup,
      min_order: state.min_order,
      free_delivery_above: state.free_delivery_above,
      districts,
      bands: row.mode === 'GEOCODE' ? state.bands : [],
      location: state.location,
    },
    mode: row.mode,
    city: row.cityName,
    version: row.version,
    last_change: last,
  };
}

/** The shop's delivery section as its owner edits it, with the version a save names. */
export async function shopDelivery(
  ctx: ShopSettingsContext,
  scope: StaffScope,
  shopId: number,
): Promise<DeliveryAnswer> {
  requireShop(scope, shopId, 'manageShop');
  const row = await readDelivery(ctx.db, shopId);
  if (!row) throw notFound();
  return answerOf(ctx.db, shopId, row);
}

/**
 * What the save asks, as it will be kept, once it fits the shop: only its mode's list has rows,
 * every district is of its city, and the shop still takes orders some way.
 */
async function wantedState(db: Database, row: DeliveryRow, before: DeliveryState, body: SaveBody) {
  const mode = row.mode === 'DISTRICT' ? 'por bairro' : 'por distância';
  if (row.mode === 'DISTRICT') {
    if (body.bands.length) throw invalid('bands', formatMessage(apiMessages.deliveryOtherMode, { mode }));
    if (body.location) throw invalid('location', formatMessage(apiMessages.deliveryOtherMode, { mode }));
    const ofCity = new Set((await districtsOfCity(db, row.cityId)).map((d) => d.id));
    const elsewhere = body.districts.findIndex((d) => !ofCity.has(d.district_id));
    if (elsewhere >= 0) throw invalid(`districts.${elsewhere}.district_id`, apiMessages.deliveryDistrictElsewhere);
  } else if (body.districts.length) {
    throw invalid('districts', formatMessage(apiMessages.deliveryOtherMode, { mode }));
  }
  const pickup = body.pickup === '1';
  const way = {
    pickup,
    districts: body.districts.length,
    bands: body.bands.length,
    located: body.location !== null,
  };
  if (!takesOrders(row.mode, way)) {
    throw new AppError(
      ErrorType.INVALID_INPUT,
      row.mode === 'DISTRICT' ? apiMessages.deliveryNoWay : apiMessages.deliveryNoWayGeocode,
    );
  }
  const after: DeliveryState = {
    pickup,
    min_order: body.min_order,
    free_delivery_above: body.free_delivery_above,
    districts: [...body.districts].sort((a, b) => a.district_id - b.district_id),
    bands: [...body.bands].sort((a, b) => a.max_km - b.max_km),
    // A DISTRICT shop's location is not this section's: it stays as it is.
    location: row.mode === 'GEOCODE' ? body.location : before.location,
  };
  return after;
}

/**
 * Saves pickup, minimum, free delivery amount and fees at the version the editor read. Saving what
 * already holds writes and announces nothing.
 */
export async function saveShopDelivery(
  ctx: ShopSettingsContext,
  scope: StaffScope,
  body: SaveBody,
): Promise<TShopDeliveryResponse> {
  requireShop(scope, body.shop_id, 'manageShop');
  const saved = await ctx.db.transaction(async (tx) => {
    const row = await readDelivery(tx, body.shop_id, true);
    if (!row) throw notFound();
    if (row.version !== body.version) {
      throw new AppError(ErrorType.EDIT_CONFLICT, formatMessage(apiMessages.deliveryEditConflict, { shop: row.name }));
    }
    const before = stateOf(row, await servedDistricts(tx, body.shop_id), await deliveryBands(tx, body.shop_id));
    const after = await wantedState(tx, row, before, body);
    const change = changeOf(before, after);
    if (Object.keys(change).length === 0) return { row, changed: false };
    const fields: DeliveryFields = {
      pickup: after.pickup,
      minOrderCents: toCents(after.min_order),
      freeDeliveryAboveCents: after.free_delivery_above === null ? null : toCents(after.free_delivery_above),
      latitude: after.location?.latitude ?? null,
      longitude: after.location?.longitude ?? null,
    };
    const version = await updateDelivery(tx, body.shop_id, fields);
    if ('districts' in change) {
      await replaceDistricts(
        tx,
        body.shop_id,
        after.districts.map((d) => ({
          districtId: d.district_id,
          feeCents: toCents(d.fee),
          extraMinutes: d.extra_minutes,
        })),
      );
    }
    if ('bands' in change) {
      await replaceBands(
        tx,
        body.shop_id,
        after.bands.map((b) => ({ maxKm: b.max_km, feeCents: toCents(b.fee), extraMinutes: b.extra_minutes })),
      );
    }
    await recordShopChange(tx, { shopId: body.shop_id, staffId: scope.member.id, section: 'delivery', change });
    return { row: { ...row, ...fields, version }, changed: true };
  });
  if (saved.changed) await announceShopChanged(ctx.db, ctx.catalog, body.shop_id);
  return {
    error_type: ErrorType.OK,
    message: saved.changed ? apiMessages.deliverySaved : apiMessages.deliveryUnchanged,
    ...(await answerOf(ctx.db, body.shop_id, saved.row)),
  };
}
