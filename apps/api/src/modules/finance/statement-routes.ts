import { statementCalls, statementDevCalls } from '@delivery/contract/calls/statements';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { shopNamesOfProfile } from '../catalog/service.ts';
import { requireShop } from '../staff/service.ts';
import {
  keepShopStatements,
  readableStatement,
  requireMarketplace,
  requireMarketplaceOperator,
  settleRefusal,
  statementWithLines,
  wireStatements,
} from './statement-views.ts';
import {
  endPeriodNow,
  keepProfileStatements,
  markPaid,
  statementOfProfile,
  statementsOfShop,
  unsettledOf,
} from './statements.ts';

export async function statementRoutes(app: FastifyInstance): Promise<void> {
  await register(app, statementCalls.shopStatements, async (input, request) => {
    requireMarketplace(request.tenant);
    requireShop(request.staff, input.shop_id, 'manageShop');
    await keepShopStatements(app.db, request.tenant.id, input.shop_id);
    const rows = await statementsOfShop(app.db, { profileId: request.tenant.id, shopId: input.shop_id });
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      statements: await wireStatements(app.db, request.tenant.id, rows),
    };
  });

  await register(app, statementCalls.statement, async (input, request) => {
    const row = await readableStatement(app.db, request.tenant, request.staff, input.statement_id);
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      ...(await statementWithLines(app.db, request.tenant.id, row)),
    };
  });

  await register(app, statementCalls.shopBalances, async (_input, request) => {
    requireMarketplaceOperator(request.tenant, request.staff);
    const profileId = request.tenant.id;
    const shops = await shopNamesOfProfile(app.db, profileId);
    await keepProfileStatements(app.db, profileId, shops, new Date());
    const unsettled = await wireStatements(app.db, profileId, await unsettledOf(app.db, profileId));
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      shops: shops.map((shop) => {
        const own = unsettled.filter((statement) => statement.shop_id === shop.id);
        const unpaid = own.filter((statement) => statement.status === 'closed');
        // Reais summed in cents, so a column of balances adds up to the cent.
        const dueCents = unpaid.reduce((sum, statement) => sum + Math.round(statement.figures.balance * 100), 0);
        return {
          shop_id: shop.id,
          name: shop.name,
          open: own.find((statement) => statement.status === 'open') ?? null,
          unpaid,
          due: dueCents / 100,
        };
      }),
    };
  });

  await register(app, statementCalls.markStatementPaid, async (input, request) => {
    requireMarketplaceOperator(request.tenant, request.staff);
    const row = await statementOfProfile(app.db, request.tenant.id, input.statement_id);
    if (!row) throw new AppError(ErrorType.NOT_FOUND, apiMessages.statementNotFound);
    const refusal = settleRefusal(row);
    if (refusal) throw refusal;
    const marked = await markPaid(
      app.db,
      { profileId: request.tenant.id, id: row.id },
      { paidOn: input.paid_on, reference: input.reference, paidBy: request.staff.member.id },
    );
    // Another operator settled it meanwhile: the answer says so, as for a second click.
    if (!marked) throw new AppError(ErrorType.NOT_ALLOWED, apiMessages.statementAlreadyPaid);
    const settled = (await statementOfProfile(app.db, request.tenant.id, row.id))!;
    return {
      error_type: ErrorType.OK,
      message: apiMessages.statementPaid,
      ...(await statementWithLines(app.db, request.tenant.id, settled)),
    };
  });

  if (app.config.APP_ENV === 'sandbox') {
    await register(app, statementDevCalls.closeStatementPeriod, async (input, request) => {
      requireMarketplace(request.tenant);
      const [shop] = await shopNamesOfProfile(app.db, request.tenant.id, [input.shop_id]);
      if (!shop) throw new AppError(ErrorType.NOT_FOUND, apiMessages.statementNotFound);
      // A shop no job has looked at yet gets its first statement, which then ends now.
      await keepProfileStatements(app.db, request.tenant.id, [shop], new Date());
      const shopScope = { profileId: request.tenant.id, shopId: shop.id, timeZone: shop.timeZone };
      if (!(await endPeriodNow(app.db, shopScope))) {
        throw new AppError(ErrorType.NOT_FOUND, apiMessages.statementNotFound);
      }
      return { error_type: ErrorType.OK, message: apiMessages.ok };
    });
  }
}
