import { serverMessage } from '@delivery/client/api-error';
import {
  whatsAppAccountFields,
  type TSaveWhatsAppInput,
  type TWhatsAppSettingsResponse,
  type TWhatsAppTemplateState,
} from '@delivery/contract/whatsapp-settings';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { CopyValue } from '../../../components/copy-value.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError, TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import {
  useRemoveWhatsApp,
  useSaveWhatsApp,
  useSubmitWhatsAppTemplates,
  useWhatsAppSettings,
} from '../api/whatsapp.ts';

const text = messages.tenant.whatsApp;
const card = 'rounded-2xl border border-ink-200 bg-white p-4 sm:p-5';
const ZAccountForm = z.object(whatsAppAccountFields);
type Issues = Partial<Record<keyof TSaveWhatsAppInput, string>>;

const formOf = (answer: TWhatsAppSettingsResponse): TSaveWhatsAppInput => ({
  phone_number_id: answer.account?.phone_number_id ?? '',
  business_account_id: answer.account?.business_account_id ?? '',
  access_token: '',
  app_secret: '',
});

/** What the contract refuses in the ids, in its own words; the API checks the same. */
function issuesOf(form: TSaveWhatsAppInput): Issues | null {
  const result = ZAccountForm.safeParse(form);
  if (result.success) return null;
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/**
 * "Plataforma › WhatsApp" (decision 0092): the tenant's number on Meta's Cloud API, the webhook
 * to give Meta, and the templates with the approval Meta's review gave each.
 */
export function WhatsAppSection() {
  const settings = useWhatsAppSettings();
  if (settings.isPending) return <Loading className="p-6" />;
  if (settings.isError) {
    return (
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <FieldError>{serverMessage(settings.error) ?? messages.app.unknownError}</FieldError>
        <Button variant="secondary" onClick={() => void settings.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }
  const answer = settings.data;
  return (
    <div className="mt-6 grid gap-4 pb-10 lg:grid-cols-2 lg:items-start">
      <NumberCard key={answer.account?.updated_at ?? 'new'} answer={answer} />
      <div className="grid gap-4">
        {answer.account ? (
          <section aria-labelledby="whatsapp-webhook" className={card}>
            <h2 id="whatsapp-webhook" className="text-xl font-black tracking-tight text-ink-900">
              {text.webhook}
            </h2>
            <p className="mt-1 text-base text-ink-700">{text.webhookLead}</p>
            <div className="mt-3 grid gap-3">
              <CopyValue label={text.webhookUrl} value={answer.account.webhook_url} />
              <CopyValue label={text.verifyToken} value={answer.account.verify_token} />
            </div>
          </section>
        ) : null}
        <TemplatesCard answer={answer} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      </div>
    </div>
  );
}

function NumberCard({ answer }: { answer: TWhatsAppSettingsResponse }) {
  const save = useSaveWhatsApp();
  const remove = useRemoveWhatsApp();
  const [form, setForm] = useState(() => formOf(answer));
  const [issues, setIssues] = useState<Issues>({});
  const [confirming, setConfirming] = useState(false);
  const { account } = answer;
  const change = (field: keyof TSaveWhatsAppInput) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value.trim() }));
    setIssues((current) => ({ ...current, [field]: undefined }));
  };
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    const found = issuesOf(form);
    if (found) return setIssues(found);
    save.mutate(form);
  };
  const secretHint = (hint: string) => (account ? `${hint} ${text.keptSecret}.` : hint);

  return (
    <section aria-labelledby="whatsapp-number" className={card}>
      <h2 id="whatsapp-number" className="text-xl font-black tracking-tight text-ink-900">
        {text.number}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.numberLead}</p>
      <p
        className={`mt-3 inline-flex rounded-full px-3 py-1 text-base font-bold ${
          account ? 'bg-emerald-50 text-emerald-800' : 'bg-ink-100 text-ink-700'
        }`}
      >
        {account ? fill(text.connected, { phone: account.display_phone }) : text.notConnected}
      </p>
      <form className="mt-4 grid gap-4" onSubmit={submit} noValidate>
        <TextField
          label={text.phoneNumberId}
          hint={text.phoneNumberIdHint}
          value={form.phone_number_id}
          onValueChange={change('phone_number_id')}
          error={issues.phone_number_id}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          label={text.businessAccountId}
          hint={text.businessAccountIdHint}
          value={form.business_account_id}
          onValueChange={change('business_account_id')}
          error={issues.business_account_id}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          label={text.accessToken}
          hint={secretHint(text.accessTokenHint)}
          value={form.access_token}
          onValueChange={change('access_token')}
          type="password"
          revealable
          autoComplete="off"
          placeholder={account ? '••••••••' : undefined}
        />
        <TextField
          label={text.appSecret}
          hint={secretHint(text.appSecretHint)}
          value={form.app_secret}
          onValueChange={change('app_secret')}
          type="password"
          revealable
          autoComplete="off"
          placeholder={account ? '••••••••' : undefined}
        />
        {save.isError ? <FieldError>{serverMessage(save.error) ?? messages.app.unknownError}</FieldError> : null}
        {remove.isError ? <FieldError>{serverMessage(remove.error) ?? messages.app.unknownError}</FieldError> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={save.isPending}>
            {account ? text.save : text.connect}
          </Button>
          {account ? (
            <Button variant="danger" busy={remove.isPending} onClick={() => setConfirming(true)}>
              {text.remove}
            </Button>
          ) : null}
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={text.removeTitle}
          description={text.removeText}
          confirmLabel={text.remove}
          onConfirm={() => remove.mutate(undefined)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </section>
  );
}

const stateClass: Record<TWhatsAppTemplateState, string> = {
  APPROVED: 'bg-emerald-50 text-emerald-800',
  PENDING: 'bg-amber-50 text-amber-900',
  REJECTED: 'bg-brand-50 text-brand-800',
  PAUSED: 'bg-amber-50 text-amber-900',
  DISABLED: 'bg-ink-100 text-ink-800',
  MISSING: 'bg-ink-100 text-ink-800',
};

function TemplatesCard({
  answer,
  onRetry,
  retrying,
}: {
  answer: TWhatsAppSettingsResponse;
  onRetry: () => void;
  retrying: boolean;
}) {
  const submit = useSubmitWhatsAppTemplates();
  const missing = answer.templates.some((template) => template.state === 'MISSING');
  return (
    <section aria-labelledby="whatsapp-templates" className={card}>
      <h2 id="whatsapp-templates" className="text-xl font-black tracking-tight text-ink-900">
        {text.templates}
      </h2>
      <p className="mt-1 text-base text-ink-700">{answer.account ? text.templatesLead : text.templatesNeedNumber}</p>
      {answer.templates_error ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <FieldError>{answer.templates_error}</FieldError>
          <Button variant="secondary" size="sm" busy={retrying} onClick={onRetry}>
            {text.retry}
          </Button>
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-ink-100">
        {answer.templates.map((template) => (
          <li key={template.name} className="py-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <code className="text-base font-bold text-ink-900">{template.name}</code>
              {answer.account ? (
                <span
                  className={`rounded-full px-2.5 py-0.5 text-sm font-bold ${
                    template.state ? stateClass[template.state] : 'bg-ink-100 text-ink-700'
                  }`}
                >
                  {template.state ? text.states[template.state] : text.unknownState}
                </span>
              ) : null}
            </div>
            <p className="mt-1 text-base text-ink-700">{template.body}</p>
            {template.reason ? (
              <p className="mt-1 text-sm font-semibold text-brand-700">
                {fill(text.reason, { reason: template.reason })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {submit.isError ? <FieldError>{serverMessage(submit.error) ?? messages.app.unknownError}</FieldError> : null}
      {answer.account && missing ? (
        <div className="mt-3">
          <Button busy={submit.isPending} onClick={() => submit.mutate(undefined)}>
            {text.submit}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
