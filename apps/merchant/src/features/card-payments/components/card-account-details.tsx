import type { TCardAccount, TShopCardResponse } from '@delivery/contract/card-payments';
import { serverMessage } from '@delivery/client/api-error';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CheckIcon } from '../../../components/icons.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useDisconnectCardAccount } from '../api/disconnect-card-account.ts';
import { connectedText, mayChangeAccount } from '../card-account.ts';
import { CardBrandsForm } from './card-brands-form.tsx';
import { ConnectButtons } from './card-connect-offer.tsx';

const text = messages.cardAccount;

type CardAccountDetailsProps = { shopId: number; answer: TShopCardResponse; account: TCardAccount };

/**
 * The account the shop's card payments go to: whose it is, its brands, and "Desconectar". The
 * marketplace's account is shown to a shop's owner as it is, changed only by the operator; the
 * owner may still connect the shop's own, which then takes the shop's payments.
 */
export function CardAccountDetails({ shopId, answer, account }: CardAccountDetailsProps) {
  const mayChange = mayChangeAccount(answer);
  const marketplace = account.scope === 'profile';
  const disconnect = useDisconnectCardAccount(shopId);
  const [confirming, setConfirming] = useState(false);
  return (
    // A phone reads the account, its brands, then what to do; a laptop the brands beside the other two.
    <div className="mt-3 grid gap-x-8 gap-y-5 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
      <div>
        <p className="flex items-start gap-2 text-lg font-black text-ink-900">
          <CheckIcon className="mt-0.5 size-6 shrink-0 text-emerald-700" />
          <span className="min-w-0 break-words">{connectedText(account)}</span>
        </p>
        <p className="mt-0.5 pl-8 text-sm text-ink-600">
          {fill(text.connectedAt, { when: formatDateTime(account.connected_at) })}
        </p>
        {marketplace ? (
          <p className="mt-3 rounded-lg bg-sky-50 px-3 py-2 text-base text-sky-950">
            {mayChange ? text.profileShared : text.profileOperatorOnly}
          </p>
        ) : null}
      </div>
      <CardBrandsForm
        shopId={shopId}
        offered={answer.brands_offered}
        saved={account.brands}
        editable={mayChange}
        className="lg:col-start-2 lg:row-span-2 lg:row-start-1"
      />
      <div>
        {mayChange ? (
          <div>
            <Button variant="danger" busy={disconnect.isPending} onClick={() => setConfirming(true)}>
              {text.disconnect}
            </Button>
            {disconnect.isError ? (
              <FieldError>{serverMessage(disconnect.error) ?? messages.app.unknownError}</FieldError>
            ) : null}
          </div>
        ) : null}
        {marketplace ? (
          <div className={mayChange ? 'mt-5 border-t border-ink-100 pt-4' : ''}>
            <p className="text-base text-ink-700">{text.ownAccount}</p>
            <ConnectButtons
              shopId={shopId}
              forMarketplace={false}
              label={text.connectOwn}
              variant="secondary"
              className="mt-3"
            />
          </div>
        ) : null}
      </div>
      {confirming ? (
        <ConfirmDialog
          title={text.disconnectTitle}
          description={marketplace ? text.disconnectProfileText : text.disconnectText}
          confirmLabel={text.disconnect}
          onConfirm={() => disconnect.mutate()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
