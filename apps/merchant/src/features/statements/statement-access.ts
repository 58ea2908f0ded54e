import { mayDo, type TStaffMember } from '@delivery/contract/staff';

/**
 * Who reads a marketplace's statements: its operators, and the owners of its shops. The panel is
 * not told the tenant's kind, but a single shop's owner runs the tenant (mayRunTenant) and a
 * marketplace shop's owner does not: that tells them apart; the API refuses a single shop anyway.
 */
export const seesStatements = (me: Pick<TStaffMember, 'operator' | 'runs_tenant' | 'shops'>): boolean =>
  me.operator || (!me.runs_tenant && me.shops.some((shop) => mayDo(shop.role, 'manageShop')));
