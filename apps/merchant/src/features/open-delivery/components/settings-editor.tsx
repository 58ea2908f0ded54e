import type { TOpenDeliveryLink, TOpenDeliveryLinkResponse } from '@delivery/contract/open-delivery';
import { useQueryClient } from '@tanstack/react-query';
import { SaveBar } from '../../../components/save-bar.tsx';
import { SettingSwitch } from '../../../components/setting-switch.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useVersionedForm } from '../../../hooks/use-versioned-form.ts';
import { messages } from '../../../lib/messages.ts';
import { openDeliveryLinkQuery, useSaveOpenDelivery } from '../api/open-delivery.ts';
import { formOf, inputOf, isChanged, settingsIssues, type SettingsInput } from '../settings-form.ts';

const text = messages.openDelivery;

type Read = TOpenDeliveryLinkResponse & { link: TOpenDeliveryLink };

/** On or off, the software's addresses and its apiKey (write-only), saved with the panel's bar. */
export function SettingsEditor({ shopId, answer }: { shopId: number; answer: Read }) {
  const client = useQueryClient();
  const save = useSaveOpenDelivery(shopId);
  const editor = useVersionedForm({
    answer,
    save: {
      mutate: (input: SettingsInput, options: { onSuccess: (fresh: Read) => void }) =>
        save.mutate(input, { onSuccess: (fresh) => fresh.link && options.onSuccess({ ...fresh, link: fresh.link }) }),
      reset: save.reset,
    },
    formOf: (read: Read) => formOf(read.link),
    issuesOf: (form) => settingsIssues(form),
    isChanged: (form, base) => isChanged(form, base),
    inputOf: (form) => inputOf(form),
    fetchFresh: async () => {
      const fresh = await client.fetchQuery({ ...openDeliveryLinkQuery(shopId), staleTime: 0 });
      return fresh.link ? { ...fresh, link: fresh.link } : answer;
    },
  });
  const { form, read, change, shown } = editor;
  const keySet = read.link.merchant_api_key_set;
  const keyHint = form.apiKey
    ? keySet
      ? text.apiKeyReplace
      : null
    : form.clearApiKey
      ? text.apiKeyWillClear
      : keySet
        ? text.apiKeySet
        : null;

  return (
    <section aria-label={text.software}>
      <div className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
        <SettingSwitch
          title={form.enabled ? text.switchTitle : text.switchTitleOff}
          hint={text.switchHint}
          label={text.switchLabel}
          on={form.enabled}
          onChange={(enabled) => change({ enabled })}
        />
        <div className="mt-2 border-t border-ink-100 pt-4">
          <h2 className="text-xl font-black tracking-tight text-ink-900">{text.software}</h2>
          <p className="mt-1 text-base text-ink-700">{text.softwareLead}</p>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <TextField
              label={text.webhookUrl}
              hint={text.webhookHint}
              value={form.webhookUrl}
              onValueChange={(webhookUrl) => change({ webhookUrl })}
              error={shown?.webhookUrl ?? null}
              placeholder="https://"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
            />
            <TextField
              label={text.merchantUrl}
              hint={text.merchantHint}
              value={form.merchantUrl}
              onValueChange={(merchantUrl) => change({ merchantUrl })}
              error={shown?.merchantUrl ?? null}
              placeholder="https://"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
            />
            <div>
              <TextField
                label={text.apiKey}
                type="password"
                revealable
                autoComplete="new-password"
                value={form.apiKey}
                onValueChange={(apiKey) => change({ apiKey })}
                placeholder={keySet && !form.clearApiKey ? text.apiKeySetShort : ''}
                hint={keyHint}
                maxLength={500}
              />
              {keySet && !form.apiKey ? (
                <label className="mt-2 inline-flex min-h-11 items-center gap-2 text-base text-ink-800">
                  <input
                    type="checkbox"
                    checked={form.clearApiKey}
                    onChange={(event) => change({ clearApiKey: event.target.checked })}
                    className="size-5 accent-ink-900"
                  />
                  {text.apiKeyClear}
                </label>
              ) : null}
            </div>
          </div>
        </div>
      </div>
      <SaveBar editor={editor} save={save} last={null} />
    </section>
  );
}
