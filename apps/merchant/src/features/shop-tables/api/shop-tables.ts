import { shopTableCalls } from '@delivery/contract/calls/shop-tables';
import type { CallInput } from '@delivery/contract/call';
import type { TShopTable } from '@delivery/contract/shop-tables';
import { serverMessage } from '@delivery/client/api-error';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';

const tablesKey = (shopId: number) => ['shop-tables', shopId] as const;

/** The shop's tables with their QR codes. */
export const useShopTables = (shopId: number) =>
  useQuery({
    queryKey: tablesKey(shopId),
    queryFn: ({ signal }) =>
      callOk(shopTableCalls.shopTables, { shop_id: shopId }, { signal }).then((answer) => answer.tables),
  });

type Change = Pick<typeof shopTableCalls, 'addShopTables' | 'removeShopTable'>;

/** A change of the tables: every one answers them all, which the page shows at once. */
function useTablesChange<K extends keyof Change>(key: K, shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<Change[K]>) => callOk<Change[K]>(shopTableCalls[key], input),
    onSuccess: (answer) => {
      client.setQueryData<TShopTable[]>(tablesKey(shopId), answer.tables);
      showToast(answer.message);
    },
    onError: (error) => showToast(serverMessage(error) ?? messages.app.unknownError, 'error'),
  });
}

export const useAddTables = (shopId: number) => useTablesChange('addShopTables', shopId);
export const useRemoveTable = (shopId: number) => useTablesChange('removeShopTable', shopId);
