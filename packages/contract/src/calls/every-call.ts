import type { Call } from '../call.ts';
import { addressCalls, addressLookupCalls, geocodeAddressCalls } from './addresses.ts';
import { appInfoCalls } from './app-info.ts';
import { boardCalls } from './board.ts';
import { cardAccountCalls, cardGatewayCalls, savedCardCalls } from './card-payments.ts';
import { catalogCalls } from './catalog.ts';
import { checkoutCalls } from './checkout.ts';
import { contactCalls } from './contact.ts';
import { couponCalls } from './coupons.ts';
import { customerCalls } from './customer.ts';
import { favouriteCalls } from './favourites.ts';
import { financeCalls } from './finance.ts';
import { mediaCalls } from './media.ts';
import { openDeliveryCalls } from './open-delivery.ts';
import { menuCalls } from './menu.ts';
import { devCalls, orderCalls } from './orders.ts';
import { paymentCalls } from './payments.ts';
import { placeCalls } from './places.ts';
import { platformCalls } from './platform.ts';
import { profileCalls } from './profile.ts';
import { pushCalls } from './push.ts';
import { reportCalls } from './reports.ts';
import { rewardCalls } from './rewards.ts';
import { shopReviewCalls } from './shop-reviews.ts';
import { shopSettingsCalls } from './shop-settings.ts';
import { shopTableCalls } from './shop-tables.ts';
import { staffCalls } from './staff.ts';
import { staffOrderCalls } from './staff-orders.ts';
import { statementCalls, statementDevCalls } from './statements.ts';
import { tenantShopCalls } from './tenant-shops.ts';
import { tenantSettingsCalls } from './tenant-settings.ts';
import { whatsAppCalls } from './whatsapp.ts';

/** Every call of the contract, for what checks them all (the API document, its tests). */
export const everyCall: Call[] = [
  profileCalls,
  appInfoCalls,
  placeCalls,
  customerCalls,
  addressCalls,
  geocodeAddressCalls,
  addressLookupCalls,
  favouriteCalls,
  contactCalls,
  catalogCalls,
  checkoutCalls,
  orderCalls,
  rewardCalls,
  staffCalls,
  boardCalls,
  staffOrderCalls,
  shopTableCalls,
  shopReviewCalls,
  menuCalls,
  shopSettingsCalls,
  tenantSettingsCalls,
  whatsAppCalls,
  couponCalls,
  tenantShopCalls,
  mediaCalls,
  paymentCalls,
  cardAccountCalls,
  savedCardCalls,
  cardGatewayCalls,
  reportCalls,
  financeCalls,
  statementCalls,
  pushCalls,
  openDeliveryCalls,
  platformCalls,
  devCalls,
  statementDevCalls,
].flatMap((group) => Object.values(group) as Call[]);
