import { reportCalls } from '@delivery/contract/calls/reports';
import { expectSuccess, serverMessage } from '@delivery/client/api-error';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import type { DayRange } from '../sales-range.ts';

const text = messages.sales;

/** The range's orders as the accountant's CSV, downloaded (issue 35's export of the sales screen). */
export const useSalesExport = (shopId: number | null, range: DayRange) =>
  useMutation({
    mutationFn: () =>
      call(reportCalls.salesExport, { ...(shopId === null ? {} : { shop_id: shopId }), ...range }).then(expectSuccess),
    onSuccess: (answer) => {
      downloadFile(answer.filename, answer.csv);
      showToast(fill(text.exported, { file: answer.filename }));
    },
    onError: (error) => showToast(serverMessage(error) ?? text.exportFailed),
  });
