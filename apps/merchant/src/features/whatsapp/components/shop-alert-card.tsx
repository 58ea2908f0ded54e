import { serverMessage } from '@delivery/client/api-error';
import { formatPhone, onlyDigits } from '@delivery/contract/br-documents';
import { ZSaveShopWhatsAppAlertRequest } from '@delivery/contract/whatsapp-settings';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { useSaveShopWhatsAppAlert, useShopWhatsAppAlert } from '../api/whatsapp.ts';

const text = messages.shopWhatsAppAlert;
const ZPhone = ZSaveShopWhatsAppAlertRequest.shape.phone;

/** The shop's WhatsApp alert of a new order when none of its boards is open (issue 37). */
export function ShopAlertCard({ shopId }: { shopId: number }) {
  const alert = useShopWhatsAppAlert(shopId);
  return (
    <section aria-labelledby="shop-whatsapp-alert" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 id="shop-whatsapp-alert" className="text-xl font-black tracking-tight text-ink-900">
        {text.title}
      </h2>
      <p className="mt-1 max-w-3xl text-base text-ink-700">{text.lead}</p>
      {alert.isPending ? (
        <Loading className="mt-3" />
      ) : alert.isError ? (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <FieldError>{serverMessage(alert.error) ?? messages.app.unknownError}</FieldError>
          <Button variant="secondary" onClick={() => void alert.refetch()}>
            {messages.shopSettings.retry}
          </Button>
        </div>
      ) : alert.data.available ? (
        <AlertForm key={alert.data.phone} shopId={shopId} saved={alert.data.phone} />
      ) : (
        <p className="mt-3 text-base font-semibold text-ink-800">{text.unavailable}</p>
      )}
    </section>
  );
}

function AlertForm({ shopId, saved }: { shopId: number; saved: string }) {
  const save = useSaveShopWhatsAppAlert(shopId);
  const [phone, setPhone] = useState(saved);
  const [issue, setIssue] = useState<string | null>(null);
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const checked = ZPhone.safeParse(phone);
    if (!checked.success) return setIssue(checked.error.issues[0]?.message ?? messages.app.unknownError);
    save.mutate(phone);
  };
  return (
    <form className="mt-3 grid max-w-md gap-3" onSubmit={submit} noValidate>
      {saved ? (
        <p className="inline-flex w-fit rounded-full bg-emerald-50 px-3 py-1 text-base font-bold text-emerald-800">
          {fill(text.on, { phone: saved })}
        </p>
      ) : null}
      <TextField
        label={text.phone}
        hint={text.phoneHint}
        value={phone}
        onValueChange={(value) => {
          const digits = onlyDigits(value).slice(0, 11);
          setPhone(digits.length === 11 ? formatPhone(digits) : digits);
          setIssue(null);
        }}
        error={issue}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      {save.isError ? <FieldError>{serverMessage(save.error) ?? messages.app.unknownError}</FieldError> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={save.isPending}>
          {text.save}
        </Button>
        {saved ? (
          <Button variant="secondary" disabled={save.isPending} onClick={() => save.mutate('')}>
            {text.off}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
