import { serverMessage } from '@delivery/client/api-error';
import { statementCalls } from '@delivery/contract/calls/statements';
import { useMutation } from '@tanstack/react-query';
import { callOk } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { fill } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { statementMessages } from '../statement-messages.ts';

const text = statementMessages;

/** The statement's orders and figures as the accountant's CSV, downloaded. */
export const useStatementExport = (statementId: number) =>
  useMutation({
    mutationFn: () => callOk(statementCalls.statementExport, { statement_id: statementId }),
    onSuccess: (answer) => {
      downloadFile(answer.filename, answer.csv);
      showToast(fill(text.exported, { file: answer.filename }));
    },
    onError: (error) => showToast(serverMessage(error) ?? text.exportFailed, 'error'),
  });
