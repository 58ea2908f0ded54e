import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TGetCepResponse } from '@delivery/contract/address';
import { addressLookupCalls } from '@delivery/contract/calls/addresses';
import { expectSuccess } from '@delivery/client/api-error';
import { call } from '../../../lib/api-client.ts';
import { formatCep, isCompleteCep } from '../address-form-rules.ts';

/** What a CEP names (ViaCEP's format) and whether this profile serves its city and district. */
export async function getCep(cep: string, signal?: AbortSignal): Promise<TGetCepResponse> {
  return expectSuccess(await call(addressLookupCalls.getCep, { cep: formatCep(cep) }, { signal }));
}

export const cepQueryOptions = (cep: string) =>
  queryOptions({
    queryKey: ['cep', formatCep(cep)],
    queryFn: ({ signal }) => getCep(cep, signal),
    staleTime: Number.POSITIVE_INFINITY,
    // A failed lookup is only a hint lost: the customer types the address instead.
    retry: false,
  });

/** Looks the CEP up once it has its eight digits. */
export function useCepLookup(cep: string) {
  return useQuery({ ...cepQueryOptions(cep), enabled: isCompleteCep(cep) });
}
