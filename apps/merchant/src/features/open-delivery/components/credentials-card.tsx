import type { TOpenDeliveryCredentialsResponse, TOpenDeliveryLinkResponse } from '@delivery/contract/open-delivery';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CopyValue } from '../../../components/copy-value.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { messages } from '../../../lib/messages.ts';
import { useIssueOpenDeliveryCredentials } from '../api/open-delivery.ts';

const text = messages.openDelivery;

type Issued = TOpenDeliveryCredentialsResponse['credentials'];

/**
 * The base URL and the credentials the software signs in with. The secret lives only in this
 * component's state, from the answer that made it until "Já copiei" or leaving the page.
 */
export function CredentialsCard({ shopId, answer }: { shopId: number; answer: TOpenDeliveryLinkResponse }) {
  const issue = useIssueOpenDeliveryCredentials(shopId);
  const [issued, setIssued] = useState<Issued | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { link } = answer;
  const generate = () =>
    issue.mutate(undefined, {
      onSuccess: (fresh) => setIssued(fresh.credentials),
    });

  return (
    <div className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 className="text-xl font-black tracking-tight text-ink-900">{text.credentials}</h2>
      <div className="mt-3 grid gap-4">
        <CopyValue label={text.baseUrl} value={answer.base_url} />
        {/* The same for every shop: the software's vendor needs it with the credentials. */}
        <CopyValue label={text.appId} value={answer.app_id} />
        {issued ? (
          <div
            role="region"
            aria-label={text.clientSecret}
            className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-4"
          >
            <p className="flex items-start gap-2 text-base font-bold text-ink-900">
              <AlertIcon className="mt-0.5 size-5 shrink-0 text-amber-700" />
              <span>
                {text.secretOnce} <span className="font-normal text-ink-700">{text.secretOnceMore}</span>
              </span>
            </p>
            <div className="mt-3 grid gap-3">
              <CopyValue label={text.clientId} value={issued.client_id} />
              <CopyValue label={text.clientSecret} value={issued.client_secret} strong />
              <CopyValue label={text.merchantId} value={issued.merchant_id} />
            </div>
            <div className="mt-4 flex justify-end">
              <Button onClick={() => setIssued(null)}>{text.done}</Button>
            </div>
          </div>
        ) : link ? (
          <>
            <div className="grid gap-4 md:grid-cols-2">
              <CopyValue label={text.clientId} value={link.client_id} />
              <CopyValue label={text.merchantId} value={link.merchant_id} />
            </div>
            <p className="text-sm text-ink-600">{text.secretHidden}</p>
          </>
        ) : (
          <p className="text-base text-ink-700">{text.noCredentials}</p>
        )}
        {issue.isError ? <FieldError>{serverMessage(issue.error) ?? messages.app.unknownError}</FieldError> : null}
        {issued ? null : (
          <div>
            <Button
              variant={link ? 'secondary' : 'primary'}
              busy={issue.isPending}
              onClick={() => (link ? setConfirming(true) : generate())}
            >
              {link ? text.regenerate : text.generate}
            </Button>
          </div>
        )}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={text.regenerateTitle}
          description={text.regenerateText}
          confirmLabel={text.regenerate}
          onConfirm={generate}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
