import { serverMessage } from '@delivery/client/api-error';
import { financeCalls } from '@delivery/contract/calls/finance';
import type { TCommissionPlansResponse } from '@delivery/contract/finance';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import type { SavePlanInput } from '../plan-form.ts';

const plansKey = ['commission-plans'] as const;

const plansQuery = queryOptions({
  queryKey: plansKey,
  queryFn: ({ signal }) => callOk(financeCalls.commissionPlans, {}, { signal }),
});

/** The marketplace's default plan and each shop's own (null: it follows the default). */
export const useCommissionPlans = () => useQuery(plansQuery);

/**
 * A change of the plans: every answer is the whole list as it now stands, kept as the query's, and
 * its message a toast. After a refusal the list is read again, in case it was old.
 */
function usePlansEdit<I>(send: (input: I) => Promise<TCommissionPlansResponse>, toastError: boolean) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      client.setQueryData(plansKey, answer);
      showToast(answer.message);
    },
    onError: (error) => {
      if (toastError) showToast(serverMessage(error) ?? messages.app.unknownError, 'error');
      return client.invalidateQueries({ queryKey: plansKey });
    },
  });
}

/** Saves the default plan, or a shop's own with `shop_id`; the form shows a refusal itself. */
export const useSaveCommissionPlan = () =>
  usePlansEdit((input: SavePlanInput) => callOk(financeCalls.saveCommissionPlan, input), false);

/** Sends a shop back to the default plan; a refusal is a toast, as the button has no room for it. */
export const useFollowDefaultPlan = () =>
  usePlansEdit((input: { shop_id: number }) => callOk(financeCalls.followDefaultPlan, input), true);
