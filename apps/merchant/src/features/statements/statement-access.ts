import { mayDo, type TStaffMember } from '@delivery/contract/staff';

/** Who reads a marketplace's statements: its operators, and the owners of its shops. */
export const seesStatements = (me: Pick<TStaffMember, 'marketplace' | 'operator' | 'shops'>): boolean =>
  me.marketplace && (me.operator || me.shops.some((shop) => mayDo(shop.role, 'manageShop')));
