import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import { toReais } from '@delivery/contract/pricing';
import type { TStatement, TStatementLine } from '@delivery/contract/statements';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { shopNamesOfProfile } from '../catalog/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import type { Tenant } from '../tenant/service.ts';
import { figuresOf, linesOf } from './statement-figures.ts';
import { keepStatements, statementOfProfile, type StatementRow } from './statements.ts';

/*
 * Statements as the panel reads them (decision 0085): a shop's owner reads its own, the
 * marketplace's operators read and settle every shop's. A SINGLE tenant has none.
 */

/** Statements are a marketplace's: a SINGLE tenant's calls refuse with `singleShop`. */
export function requireMarketplace(
  tenant: Pick<Tenant, 'typeFlow'>,
  singleShop: string = apiMessages.statementsSingleShop,
): void {
  if (tenant.typeFlow !== 'MARKETPLACE') throw new AppError(ErrorType.NOT_ALLOWED, singleShop);
}

/** Commission plans, every shop's balance and settling are the marketplace operators'. */
export function requireMarketplaceOperator(
  tenant: Pick<Tenant, 'typeFlow'>,
  scope: StaffScope,
  refusals: { singleShop: string; notOperator: string } = {
    singleShop: apiMessages.statementsSingleShop,
    notOperator: apiMessages.statementsOperatorsOnly,
  },
): void {
  requireMarketplace(tenant, refusals.singleShop);
  if (!scope.operator) throw new AppError(ErrorType.NOT_ALLOWED, refusals.notOperator);
}

/** Statements as the wire carries them, with their shops' names and their figures. */
export async function wireStatements(db: Database, profileId: number, rows: StatementRow[]): Promise<TStatement[]> {
  const shopIds = [...new Set(rows.map((row) => row.shopId))];
  const [shops, figures] = await Promise.all([
    shopNamesOfProfile(db, profileId, shopIds),
    figuresOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const shopOf = new Map(shops.map((shop) => [shop.id, shop]));
  return rows.map((row) => ({
    statement_id: row.id,
    shop_id: row.shopId,
    shop_name: shopOf.get(row.shopId)?.name ?? '',
    time_zone: shopOf.get(row.shopId)?.timeZone ?? 'America/Sao_Paulo',
    from: row.startsAt.toISOString(),
    to: row.endsAt.toISOString(),
    status: row.status,
    closed_at: row.closedAt?.toISOString() ?? null,
    paid:
      row.status === 'paid'
        ? {
            on: row.paidOn!,
            reference: row.paidReference!,
            by: row.paidByName,
            at: row.paidAt!.toISOString(),
          }
        : null,
    ...figures.get(row.id)!,
  }));
}

/** The shop's statements are up to date before they are read: the job may not have run yet. */
export async function keepShopStatements(db: Database, profileId: number, shopId: number): Promise<void> {
  const [shop] = await shopNamesOfProfile(db, profileId, [shopId]);
  if (shop) await keepStatements(db, { profileId, shopId, timeZone: shop.timeZone }, new Date());
}

/** A statement the person may read: of a shop they own, or any of the profile for its operators. */
export async function readableStatement(
  db: Database,
  tenant: Pick<Tenant, 'id' | 'typeFlow'>,
  scope: StaffScope,
  statementId: number,
): Promise<StatementRow> {
  requireMarketplace(tenant);
  const row = await statementOfProfile(db, tenant.id, statementId);
  // Another shop's statement reads as none, as another tenant's does.
  if (!row || !scope.roles.has(row.shopId)) throw new AppError(ErrorType.NOT_FOUND, apiMessages.statementNotFound);
  requireShop(scope, row.shopId, 'manageShop');
  return row;
}

/** A statement with each of its orders' lines. */
export async function statementWithLines(
  db: Database,
  profileId: number,
  row: StatementRow,
): Promise<{ statement: TStatement; lines: TStatementLine[] }> {
  const [[statement], lines] = await Promise.all([wireStatements(db, profileId, [row]), linesOf(db, row)]);
  return {
    statement: statement!,
    lines: lines.map((line) => ({
      order_id: line.orderId,
      number: line.brief.number,
      placed_at: new Date(line.brief.placedAt).toISOString(),
      payment_method: line.brief.paymentMethod,
      held_by: line.heldBy,
      paid_by_customer: toReais(line.paidByCustomerCents),
      charges: toReais(line.chargesCents),
      shop_net: toReais(line.shopNetCents),
      given_back: line.givenBack,
    })),
  };
}

/** Why a statement cannot be marked paid: still open, or paid already. */
export function settleRefusal(row: StatementRow): AppError | null {
  if (row.status === 'open') return new AppError(ErrorType.NOT_ALLOWED, apiMessages.statementStillOpen);
  if (row.status === 'paid') return new AppError(ErrorType.NOT_ALLOWED, apiMessages.statementAlreadyPaid);
  return null;
}
