import { onlyDigits } from '@delivery/contract/br-documents';
import type { TShopContactResponse } from '@delivery/contract/contact';
import { maskBrPhoneInput } from '@delivery/contract/contact-text';
import { useQueryClient } from '@tanstack/react-query';
import { SaveBar } from '../../../components/save-bar.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { useVersionedForm } from '../../../hooks/use-versioned-form.ts';
import { messages } from '../../../lib/messages.ts';
import { shopContactQuery, useSaveShopContact } from '../api/shop-contact.ts';
import { contactIssues, formOf, inputOf, isChanged } from '../contact-form.ts';

const text = messages.shopSettings.contact;

type ContactEditorProps = { shopId: number; answer: TShopContactResponse };

/** The shop's phone, WhatsApp and e-mail, saved at their version; phones masked as they are typed. */
export function ContactEditor({ shopId, answer }: ContactEditorProps) {
  const client = useQueryClient();
  const save = useSaveShopContact(shopId);
  const editor = useVersionedForm({
    answer,
    save,
    formOf: (read: TShopContactResponse) => formOf(read.contact),
    issuesOf: (form) => contactIssues(form),
    isChanged: (form, base) => isChanged(form, base),
    inputOf: (form, read) => ({ ...inputOf(form), version: read.version }),
    fetchFresh: () => client.fetchQuery({ ...shopContactQuery(shopId), staleTime: 0 }),
  });
  const { form, read, change, shown } = editor;
  const phone = (key: 'phone' | 'whatsapp', label: string) => (
    <TextField
      label={label}
      hint={text.phoneHint}
      value={maskBrPhoneInput(form[key])}
      onValueChange={(value) => change({ [key]: onlyDigits(value).slice(0, 11) })}
      error={shown?.[key]}
      inputMode="tel"
      autoComplete="off"
    />
  );

  return (
    <section aria-label={text.title} className="mt-4">
      <div className="max-w-2xl rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
        <h2 className="text-xl font-black tracking-tight text-ink-900">{text.title}</h2>
        <p className="mt-1 text-base text-ink-700">{text.lead}</p>
        <div className="mt-4 grid gap-4">
          {phone('whatsapp', text.whatsapp)}
          {phone('phone', text.phone)}
          <TextField
            label={text.email}
            value={form.email}
            onValueChange={(email) => change({ email })}
            error={shown?.email}
            inputMode="email"
            maxLength={120}
            spellCheck={false}
          />
        </div>
      </div>
      <SaveBar editor={editor} save={save} last={read.last_change} />
    </section>
  );
}
