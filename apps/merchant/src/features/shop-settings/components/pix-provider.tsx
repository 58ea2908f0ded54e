import type { ProviderSecretField } from '@delivery/contract/shop-payments';
import { Segmented } from '../../../components/segmented.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import type { PaymentsForm, PaymentsIssues, ProviderForm } from '../payments-form.ts';
import { SecretField } from './secret-field.tsx';
import { SettingSwitch } from '../../../components/setting-switch.tsx';

type PixProviderProps = {
  form: PaymentsForm;
  /** Whether the profile has a provider the shop uses without one of its own. */
  profileProvider: boolean;
  onChange: (fields: Partial<PaymentsForm>) => void;
  issues: PaymentsIssues['provider'] | null;
};

const text = messages.shopSettings.payments;

const tlsOptions = [
  { value: 'none', label: text.tlsNone },
  { value: 'pem', label: text.tlsPem },
  { value: 'pfx', label: text.tlsPfx },
] as const;

/** The shop's own PSP for dynamic Pix charges: its addresses, client and mTLS material. */
export function PixProvider({ form, profileProvider, onChange, issues }: PixProviderProps) {
  const provider = form.provider;
  const set = (fields: Partial<ProviderForm>) => onChange({ provider: { ...provider, ...fields } });
  const secret = (field: ProviderSecretField) => ({
    stored: provider.stored[field],
    value: provider.secrets[field],
    onChange: (value: string) => set({ secrets: { ...provider.secrets, [field]: value } }),
    error: issues?.[field],
  });
  return (
    <section aria-labelledby="pix-provider-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-5">
      <h2 id="pix-provider-title" className="text-xl font-black text-ink-900">
        {text.provider}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.providerLead}</p>
      <div className="mt-4">
        <SettingSwitch
          title={text.providerOwn}
          hint={form.ownProvider ? text.providerOn : profileProvider ? text.providerFromProfile : text.providerNone}
          label={text.providerOwn}
          on={form.ownProvider}
          onChange={(ownProvider) => onChange({ ownProvider })}
        >
          <div className="grid gap-4">
            <div className="grid gap-4 md:grid-cols-2">
              <TextField
                label={text.baseUrl}
                value={provider.baseUrl}
                onValueChange={(baseUrl) => set({ baseUrl })}
                placeholder={text.baseUrlPlaceholder}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                error={issues?.baseUrl ?? null}
              />
              <TextField
                label={text.tokenUrl}
                value={provider.tokenUrl}
                onValueChange={(tokenUrl) => set({ tokenUrl })}
                placeholder={text.tokenUrlPlaceholder}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                error={issues?.tokenUrl ?? null}
              />
              <TextField
                label={text.clientId}
                value={provider.clientId}
                onValueChange={(clientId) => set({ clientId })}
                autoComplete="off"
                spellCheck={false}
                error={issues?.clientId ?? null}
              />
              <SecretField label={text.clientSecret} kind="text" {...secret('client_secret')} />
            </div>
            <TextField
              label={text.receivingKey}
              value={provider.pixKey}
              onValueChange={(pixKey) => set({ pixKey })}
              autoComplete="off"
              spellCheck={false}
              hint={text.receivingKeyHint}
              error={issues?.pixKey ?? null}
            />
            <div>
              <p className="mb-1.5 text-base font-bold text-ink-800">{text.tls}</p>
              <Segmented label={text.tls} value={provider.tls} options={tlsOptions} onChange={(tls) => set({ tls })} />
            </div>
            {provider.tls === 'pem' ? (
              <div className="grid gap-4 md:grid-cols-2">
                <SecretField label={text.tlsCert} kind="pem" accept=".crt,.pem,.cer" {...secret('tls_cert')} />
                <SecretField label={text.tlsKey} kind="pem" accept=".key,.pem" {...secret('tls_key')} />
              </div>
            ) : null}
            {provider.tls === 'pfx' ? (
              <div className="grid gap-4 md:grid-cols-2">
                <SecretField label={text.tlsPfxFile} kind="file" accept=".pfx,.p12" {...secret('tls_pfx')} />
                <SecretField label={text.tlsPassphrase} kind="text" {...secret('tls_passphrase')} />
              </div>
            ) : null}
            <p className="text-sm text-ink-600">{text.secretsNote}</p>
          </div>
        </SettingSwitch>
      </div>
    </section>
  );
}
