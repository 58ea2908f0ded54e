import { reportCalls } from '@delivery/contract/calls/reports';
import { statementCalls } from '@delivery/contract/calls/statements';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { mayDo } from '@delivery/contract/staff';
import { reportRangeMaxDays } from '@delivery/contract/reports';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { readableStatement, statementWithLines } from '../finance/service.ts';
import { daysOf, salesLinesOf, salesOf } from '../orders/service.ts';
import { requireShop, type StaffScope } from '../staff/service.ts';
import { salesCsv } from './sales-csv.ts';
import { statementCsv } from './statement-csv.ts';

/** The shop's numbers: owners and operators see them, for one shop or every shop they manage. */
/**
 * The shops a report covers: the one asked (which the person must manage), or every shop they
 * manage; a range of at most reportRangeMaxDays days.
 */
function reportShops(scope: StaffScope, input: { shop_id?: number; from: string; to: string }): number[] {
  const days = daysOf(input.from, input.to).length;
  if (!days || days > reportRangeMaxDays) {
    throw new AppError(
      ErrorType.INVALID_INPUT,
      formatMessage(apiMessages.reportRangeInvalid, { max: reportRangeMaxDays }),
    );
  }
  return input.shop_id === undefined
    ? [...scope.roles].filter(([, role]) => mayDo(role, 'manageShop')).map(([id]) => id)
    : (requireShop(scope, input.shop_id, 'manageShop'), [input.shop_id]);
}

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  await register(app, reportCalls.salesSummary, async (input, request) => {
    const shopIds = reportShops(request.staff, input);
    return { error_type: ErrorType.OK, message: apiMessages.ok, summary: await salesOf(app.db, shopIds, input) };
  });
  await register(app, reportCalls.salesExport, async (input, request) => {
    const shopIds = reportShops(request.staff, input);
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      filename: `vendas-${input.from}-a-${input.to}.csv`,
      csv: salesCsv(await salesLinesOf(app.db, shopIds, input)),
    };
  });
  await register(app, statementCalls.statementExport, async (input, request) => {
    const row = await readableStatement(app.db, request.tenant, request.staff, input.statement_id);
    const { statement, lines } = await statementWithLines(app.db, request.tenant.id, row);
    // The period's first day as the shop counts days.
    const from = new Intl.DateTimeFormat('en-CA', { timeZone: statement.time_zone }).format(new Date(statement.from));
    return {
      error_type: ErrorType.OK,
      message: apiMessages.ok,
      filename: `extrato-${from}-${statement.statement_id}.csv`,
      csv: statementCsv(statement, lines),
    };
  });
}
