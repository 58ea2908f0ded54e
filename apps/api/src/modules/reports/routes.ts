import { reportCalls } from '@delivery/contract/calls/reports';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages, formatMessage } from '@delivery/contract/messages';
import { mayDo } from '@delivery/contract/staff';
import { reportRangeMaxDays } from '@delivery/contract/reports';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { register } from '../../http/register.ts';
import { daysOf, salesOf } from '../orders/service.ts';
import { requireShop } from '../staff/service.ts';

/** The shop's numbers: owners and operators see them, for one shop or every shop they manage. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  await register(app, reportCalls.salesSummary, async (input, request) => {
    const days = daysOf(input.from, input.to).length;
    if (!days || days > reportRangeMaxDays) {
      throw new AppError(
        ErrorType.INVALID_INPUT,
        formatMessage(apiMessages.reportRangeInvalid, { max: reportRangeMaxDays }),
      );
    }
    const scope = request.staff;
    const shopIds =
      input.shop_id === undefined
        ? [...scope.roles].filter(([, role]) => mayDo(role, 'manageShop')).map(([id]) => id)
        : (requireShop(scope, input.shop_id, 'manageShop'), [input.shop_id]);
    return { error_type: ErrorType.OK, message: apiMessages.ok, summary: await salesOf(app.db, shopIds, input) };
  });
}
