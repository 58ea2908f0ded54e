import type { HalfPricingRule } from '@delivery/contract/catalog';
import { shopSettingsCalls } from '@delivery/contract/calls/shop-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@delivery/client/api-error';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { menuKey, type ShopMenu } from './shop-menu.ts';

/** The shop's half-and-half rule: shown at once, put back with the server's message if refused. */
export function useSaveHalfPricing(shopId: number) {
  const client = useQueryClient();
  const key = menuKey(shopId);
  return useMutation({
    mutationFn: (rule: HalfPricingRule) =>
      callOk(shopSettingsCalls.saveHalfPricing, { shop_id: shopId, half_pricing: rule }),
    onMutate: (rule) => {
      const before = client.getQueryData<ShopMenu>(key);
      if (before) client.setQueryData(key, { ...before, half_pricing: rule });
      return { before };
    },
    onSuccess: (answer) => showToast(answer.message),
    onError: (error, _rule, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      showToast(serverMessage(error) ?? messages.app.unknownError, 'error');
    },
  });
}
