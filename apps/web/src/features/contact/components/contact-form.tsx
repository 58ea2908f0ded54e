import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactMessageLimits } from '@delivery/contract/contact-text';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { useSendContactMessage } from '../api/send-contact-message.ts';
import { messageProblems, type MessageForm } from '../message-rules.ts';

type ContactFormProps = {
  token: string | null;
  /** The shop written to; null: the marketplace. */
  shopId: number | null;
  /** Filled in for a signed-in customer: they can change it. */
  initial: MessageForm;
};

/** 'Envie uma mensagem': name, how to answer, the message; mailed to the shop's staff. */
export function ContactForm({ token, shopId, initial }: ContactFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const messageId = useId();
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendContactMessage(token, shopId);
  const problems = messageProblems(form);
  const shown = checked ? problems : {};
  const change = (fields: Partial<MessageForm>) => {
    setForm((current) => ({ ...current, ...fields }));
    setSent(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0 || send.isPending) return;
    send.mutate(form, {
      onSuccess: (message) => {
        setSent(message);
        setChecked(false);
        setForm((current) => ({ ...current, message: '' }));
      },
    });
  };
  const failure = send.isError ? (serverMessage(send.error) ?? t('contact.failed')) : null;

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-ink-100 bg-white p-5 shadow-xs md:p-6">
      <h2 id={headingId} className="text-lg font-extrabold tracking-tight text-ink-900 md:text-xl">
        {t('contact.formTitle')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('contact.formHint')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <TextField
          label={t('contact.name')}
          value={form.name}
          onValueChange={(name) => change({ name })}
          autoComplete="name"
          maxLength={contactMessageLimits.name}
          error={shown.name ? t(`contact.errors.${shown.name}`) : null}
        />
        <TextField
          label={t('contact.replyTo')}
          value={form.replyTo}
          onValueChange={(replyTo) => change({ replyTo })}
          autoComplete="email"
          inputMode="email"
          maxLength={contactMessageLimits.replyTo}
          hint={t('contact.replyToHint')}
          error={shown.replyTo ? t(`contact.errors.${shown.replyTo}`) : null}
        />
        <div>
          <label htmlFor={messageId} className="mb-1.5 block text-sm font-semibold text-ink-800">
            {t('contact.message')}
          </label>
          <textarea
            id={messageId}
            value={form.message}
            rows={5}
            maxLength={contactMessageLimits.message}
            onChange={(event) => change({ message: event.target.value })}
            aria-invalid={shown.message ? true : undefined}
            aria-describedby={`${messageId}-count${shown.message ? ` ${messageId}-error` : ''}`}
            className={`block w-full resize-y rounded-2xl border bg-white px-4 py-3 text-base text-ink-900 shadow-xs transition placeholder:text-ink-500 focus:border-brand-600 focus:ring-3 focus:ring-brand-100 focus:outline-none ${
              shown.message ? 'border-brand-600' : 'border-ink-200'
            }`}
          />
          <p id={`${messageId}-count`} className="mt-1.5 text-right text-sm text-ink-600 tabular-nums">
            {t('contact.count', { used: form.message.length, max: contactMessageLimits.message })}
          </p>
          {shown.message ? (
            <p
              id={`${messageId}-error`}
              className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-brand-700"
            >
              <AlertIcon className="size-4 shrink-0" />
              {t(`contact.errors.${shown.message}`, { min: contactMessageLimits.messageMin })}
            </p>
          ) : null}
        </div>
        {failure ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-2xl bg-brand-50 px-4 py-3 text-base font-semibold text-brand-800"
          >
            <AlertIcon className="mt-0.5 size-5 shrink-0" />
            {failure}
          </p>
        ) : null}
        <p
          role="status"
          className={
            sent
              ? 'flex items-start gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-base font-semibold text-emerald-800'
              : 'sr-only'
          }
        >
          {sent ? (
            <>
              <CheckIcon className="mt-0.5 size-5 shrink-0" strokeWidth={2.4} />
              {sent}
            </>
          ) : null}
        </p>
        <SubmitButton busy={send.isPending}>{t('contact.send')}</SubmitButton>
      </form>
    </section>
  );
}
