import * as Dialog from '@radix-ui/react-dialog';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFindCustomerResponse } from '@delivery/contract/customer';
import { buttonClassName } from '../../../components/button.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import type { RecoveryDelivery } from '../api/recovery.ts';
import { recoveryChoices } from '../recovery-channels.ts';

type ChannelDialogProps = {
  found: TFindCustomerResponse;
  busy: boolean;
  onSend: (channel: RecoveryDelivery) => Promise<void>;
  onCancel: () => void;
};

/** The radio dialog of docs/product.md section 4: e-mail, SMS, voice call, as the found account allows. */
export function ChannelDialog({ found, busy, onSend, onCancel }: ChannelDialogProps) {
  const { t } = useTranslation('spec');
  const { t: tCommon } = useTranslation();
  const [choice, setChoice] = useState<RecoveryDelivery | ''>('');
  const [missing, setMissing] = useState(false);
  const choices = recoveryChoices(found);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!choice) {
      setMissing(true);
      return;
    }
    void onSend(choice);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-ink-900/55" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="channel-dialog"
          className="fixed inset-x-0 bottom-0 z-[60] rounded-t-3xl bg-white p-6 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl focus:outline-none sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-full sm:max-w-sm sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          <Dialog.Title className="text-xl font-extrabold tracking-tight text-ink-900">
            {tCommon('auth.chooseChannel')}
          </Dialog.Title>
          <form onSubmit={submit} noValidate className="mt-4">
            <RadioGroup.Root
              value={choice}
              onValueChange={(value) => {
                setChoice(value as RecoveryDelivery);
                setMissing(false);
              }}
              aria-label={tCommon('auth.chooseChannel')}
              className="flex flex-col gap-2"
            >
              {choices.map(({ channel, destination }) => (
                <label
                  key={channel}
                  className="flex cursor-pointer items-center gap-3 rounded-2xl border border-ink-200 p-4 has-[[data-state=checked]]:border-brand-600 has-[[data-state=checked]]:bg-brand-50"
                >
                  <RadioGroup.Item
                    value={channel}
                    className="grid size-5 shrink-0 place-items-center rounded-full border-2 border-ink-400 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=checked]:border-brand-600"
                  >
                    <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-600" />
                  </RadioGroup.Item>
                  <span className="min-w-0">
                    <span className="block font-semibold text-ink-900">{tCommon(`auth.channel.${channel}`)}</span>
                    <span className="block truncate text-sm text-ink-600">{destination}</span>
                  </span>
                </label>
              ))}
            </RadioGroup.Root>
            {missing ? <FieldError>{t('selectOption')}</FieldError> : null}
            <div className="mt-6 flex flex-col gap-2">
              <SubmitButton busy={busy}>{tCommon('auth.sendCode')}</SubmitButton>
              <button
                type="button"
                onClick={onCancel}
                className={`${buttonClassName('secondary')} h-12 w-full text-base`}
              >
                {t('cancel')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
