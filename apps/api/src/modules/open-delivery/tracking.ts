import type { TCourier } from '@delivery/contract/orders';
import { z } from 'zod';
import type { CourierReport } from '../orders/service.ts';

const stages = {
  PICKUP_ONGOING: 'to_shop',
  ARRIVED_AT_MERCHANT: 'at_shop',
  ORDER_PICKED: 'picked_up',
  DELIVERY_ONGOING: 'on_the_way',
  ARRIVED_AT_CUSTOMER: 'arrived',
  ORDER_DELIVERED: 'delivered',
  // The courier's delivery was called off; another courier may be reported next.
  CANCELLED: null,
} as const satisfies Record<string, TCourier['stage']>;

const vehicles = {
  MOTORBIKE_BAG: 'motorbike',
  MOTORBIKE_BOX: 'motorbike',
  CAR: 'car',
  BICYCLE: 'bicycle',
  SCOOTER: 'scooter',
  VUC: 'van',
} as const satisfies Record<string, TCourier['vehicle']>;

/** The problems the customer is told of; the others (fraud, payment, wrong items) are the shop's to handle. */
const problems = {
  DELIVERYPERSON_OCCURRENCE: 'courier_setback',
  ORDER_DELAYED: 'delayed',
  CUSTOMER_ADDRESS_UNKNOWN: 'address_unknown',
  NOBODY_TO_RECEIVE: 'nobody_to_receive',
  PAYMENT_PROBLEMS: null,
  WRONG_PRODUCT_OR_ITEM: null,
  ORDER_DAMAGED_OR_VIOLATED: null,
  CUSTOMER_DID_NOT_PLACE_ORDER: null,
  ORDER_MISSING_ITEMS: null,
  DELIVERYPERSON_WAITING_PAYMENT_FOR_ALREADY_PAID_ORDER: null,
  ORDER_DELIVERED_WITHOUT_PAYMENT: null,
  FRAUD_OR_THEFT: null,
} as const satisfies Record<string, TCourier['problem']>;

const keysOf = <T extends object>(map: T) => Object.keys(map) as [keyof T & string, ...(keyof T & string)[]];
const dateTime = z.iso.datetime({ offset: true });
const freeText = z.string().max(500);

/**
 * The standard's DeliveryTrackingInfo (and its dispatch variant), bounded: the fields we keep are
 * checked, the rest is let through to be kept as sent.
 */
export const DeliveryTrackingInfo = z.looseObject({
  event: z.looseObject({ type: z.enum(keysOf(stages)), message: freeText.optional(), datetime: dateTime }).optional(),
  problem: z
    .looseObject({ reason: z.enum(keysOf(problems)), message: freeText.optional(), datetime: dateTime })
    .optional(),
  vehicle: z
    .looseObject({
      type: z.array(z.enum(keysOf(vehicles))).max(10),
      licencePlate: z.string().trim().max(10).optional(),
    })
    .optional(),
  eta: z
    .looseObject({
      deliveryEtaInMinutes: z
        .number()
        .int()
        .min(0)
        .max(24 * 60)
        .optional(),
      deliveryEtaDatetime: dateTime.optional(),
    })
    .optional(),
  deliveryPerson: z.looseObject({ name: z.string().trim().max(60).optional() }).optional(),
  geoLocalization: z
    .looseObject({
      latitude: z.number().min(-90).max(90).optional(),
      longitude: z.number().min(-180).max(180).optional(),
    })
    .optional(),
});
export type TDeliveryTrackingInfo = z.infer<typeof DeliveryTrackingInfo>;

/** An ETA more than a day away is no ETA; one already past says nothing either. */
const LATEST_ETA_MS = 24 * 60 * 60_000;

/** The courier report a tracking document makes: only what it names, so the rest stays as it was. */
export function courierReportOf(info: TDeliveryTrackingInfo, now = new Date()): CourierReport {
  const report: CourierReport = { report: info };
  if (info.event) {
    report.stage = stages[info.event.type];
    report.stageAt = new Date(info.event.datetime);
  }
  if (info.problem) {
    report.problem = problems[info.problem.reason];
    report.problemAt = new Date(info.problem.datetime);
  }
  const vehicle = info.vehicle?.type[0];
  if (vehicle) report.vehicle = vehicles[vehicle];
  if (info.vehicle?.licencePlate) report.plate = info.vehicle.licencePlate.toUpperCase();
  if (info.deliveryPerson?.name) report.name = info.deliveryPerson.name;
  const eta = info.eta?.deliveryEtaDatetime
    ? new Date(info.eta.deliveryEtaDatetime)
    : info.eta?.deliveryEtaInMinutes !== undefined
      ? new Date(now.getTime() + info.eta.deliveryEtaInMinutes * 60_000)
      : null;
  if (eta && eta.getTime() >= now.getTime() && eta.getTime() <= now.getTime() + LATEST_ETA_MS) {
    report.etaAt = eta;
  }
  const { latitude, longitude } = info.geoLocalization ?? {};
  if (latitude !== undefined && longitude !== undefined) {
    report.latitude = latitude;
    report.longitude = longitude;
    report.locatedAt = now;
  }
  return report;
}
