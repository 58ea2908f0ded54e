import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkoutCalls } from '@delivery/contract/calls/checkout';
import type { TCardGatewayScript } from '@delivery/contract/checkout';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { loadMercadoPago } from '../mercado-pago.ts';

/** getFlagsCardOnline: the gateway's script and the shop's account's public key; null without an account. */
export async function getCardGateway(shopId: number, signal?: AbortSignal): Promise<TCardGatewayScript | null> {
  const answer = expectSuccess(await call(checkoutCalls.getFlagsCardOnline, { shop_id: shopId }, { signal }));
  return answer.gateway;
}

export const cardGatewayQueryOptions = (shopId: number) =>
  queryOptions({
    queryKey: ['checkout', 'card-gateway', shopId],
    queryFn: ({ signal }) => getCardGateway(shopId, signal),
    staleTime: 5 * 60_000,
  });

/**
 * The gateway's script, loaded once the customer chooses to pay by card in the app, and its
 * instance for the shop's account. Kept for the page's life: a failed load is tried again on
 * asking (lib/load-script.ts forgets it).
 */
export const mercadoPagoQueryOptions = (gateway: TCardGatewayScript | null) =>
  queryOptions({
    queryKey: ['checkout', 'mercadopago', gateway?.script_url, gateway?.public_key],
    queryFn: () => loadMercadoPago(gateway!),
    enabled: gateway !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
    // An instance of the script's class, kept as it is rather than copied as data.
    structuralSharing: false,
  });

/** The gateway and its script, in one state for the card form. */
export function useMercadoPago(shopId: number) {
  const gateway = useQuery(cardGatewayQueryOptions(shopId));
  const script = useQuery(mercadoPagoQueryOptions(gateway.data ?? null));
  return { gateway, script };
}
