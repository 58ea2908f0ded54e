import { cardAccountCalls } from '@delivery/contract/calls/card-payments';
import { useMutation } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { rememberConnectingShop } from '../connect-return.ts';

/**
 * Asks where to send the owner to authorize the platform on their Mercado Pago account, and goes
 * there; the gateway brings them back to /painel/mercadopago. The shop is remembered for the way
 * back, since the answer the return page gets does not name it.
 */
export function useConnectCardAccount(shopId: number) {
  return useMutation({
    mutationFn: ({ forProfile }: { forProfile: boolean }) =>
      callOk(cardAccountCalls.connectCardAccount, { shop_id: shopId, ...(forProfile ? { for_profile: true } : {}) }),
    onSuccess: (answer) => {
      rememberConnectingShop(shopId);
      window.location.assign(answer.authorization_url);
    },
  });
}
