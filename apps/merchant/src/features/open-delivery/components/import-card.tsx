import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useImportOpenDeliveryMenu, useLastOpenDeliveryImport } from '../api/open-delivery.ts';

const text = messages.openDelivery;

const outcomeTone = {
  processing: 'bg-ink-100 text-ink-800',
  success: 'bg-emerald-100 text-emerald-900',
  fail: 'bg-brand-50 text-brand-700',
} as const;

/** "Importar cardápio agora" and how the last import went, with what it could not bring over. */
export function ImportCard({ shopId, hasMerchantUrl }: { shopId: number; hasMerchantUrl: boolean }) {
  const last = useLastOpenDeliveryImport(shopId);
  const importNow = useImportOpenDeliveryMenu(shopId);
  const shown = last.data?.import ?? null;
  return (
    <section aria-labelledby="open-delivery-import" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id="open-delivery-import" className="text-xl font-black tracking-tight text-ink-900">
        {text.menuImport}
      </h2>
      <p className="mt-1 max-w-3xl text-base text-ink-700">{text.menuImportLead}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button busy={importNow.isPending} disabled={!hasMerchantUrl} onClick={() => importNow.mutate()}>
          {text.importNow}
        </Button>
        {hasMerchantUrl ? null : <p className="text-sm text-ink-600">{text.menuImportNeedsUrl}</p>}
      </div>
      {importNow.isError ? (
        <FieldError>{serverMessage(importNow.error) ?? messages.app.unknownError}</FieldError>
      ) : null}
      {last.isPending ? (
        <div role="status" className="mt-4 flex items-center gap-3 text-base font-semibold">
          <Spinner />
          {messages.app.loading}
        </div>
      ) : last.isError ? (
        <FieldError>{serverMessage(last.error) ?? messages.app.unknownError}</FieldError>
      ) : shown ? (
        <div className="mt-4 grid gap-2" data-testid="open-delivery-last-import">
          <p>
            <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-bold ${outcomeTone[shown.outcome]}`}>
              {fill(text.importOutcome[shown.outcome], { when: formatDateTime(shown.finished_at ?? shown.started_at) })}
            </span>
          </p>
          {shown.failure ? (
            <p className="text-base text-brand-700">{fill(text.importFailure, { failure: shown.failure })}</p>
          ) : null}
          {shown.outcome === 'success' ? (
            shown.report.length ? (
              <div>
                <h3 className="text-base font-bold text-ink-900">{text.importReport}</h3>
                <ul className="mt-1 list-disc space-y-1 pl-6 text-base text-ink-800">
                  {shown.report.map((line, index) => (
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-base text-ink-700">{text.importReportEmpty}</p>
            )
          ) : null}
        </div>
      ) : (
        <p className="mt-4 text-base text-ink-600">{text.importNever}</p>
      )}
    </section>
  );
}
