import { onlyDigits } from '@delivery/contract/br-documents';
import { maskBrPhoneInput } from '@delivery/contract/contact-text';
import type { TTenantLinks } from '@delivery/contract/tenant-settings';
import { TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import type { FormIssues } from '../tenant-form.ts';
import { FieldCard } from './section-form.tsx';

const text = messages.tenant.links;

type LinksFieldsProps = {
  form: TTenantLinks;
  change: (fields: Partial<TTenantLinks>) => void;
  issues: FormIssues | null;
};

type Field = {
  key: keyof TTenantLinks;
  label: string;
  hint?: string;
  url?: boolean;
  max: number;
  /** A Brazilian phone: kept as digits, shown masked as it is typed. */
  phone?: boolean;
  email?: boolean;
};

const linkFields: Field[] = [
  { key: 'politica_provacidade', label: text.policy, hint: text.policyHint, url: true, max: 500 },
];
const storeFields: Field[] = [
  { key: 'link_url_ios', label: text.ios, url: true, max: 500 },
  { key: 'link_url_android', label: text.android, url: true, max: 500 },
  { key: 'link_label', label: text.bannerLabel, max: 40 },
  { key: 'image', label: text.bannerImage, hint: messages.tenant.appearance.imageHint, url: true, max: 500 },
];
const contactFields: Field[] = [
  { key: 'contact_whatsapp', label: text.whatsapp, hint: text.phoneHint, phone: true, max: 20 },
  { key: 'contact_phone', label: text.phone, hint: text.phoneHint, phone: true, max: 20 },
  { key: 'contact_email', label: text.email, email: true, max: 120 },
  { key: 'contact_address', label: text.address, hint: text.addressHint, max: 200 },
];
const keyFields: Field[] = [
  { key: 'ga_key', label: text.ga, max: 120 },
  { key: 'key_gtm', label: text.gtm, max: 120 },
  { key: 'adwords_key', label: text.adwords, max: 120 },
  { key: 'face_pixel_key', label: text.pixel, max: 120 },
  { key: 'mautic_key', label: text.mautic, max: 120 },
];

/** The privacy policy, the app stores and their banner, the analytics keys, and how customers reach the marketplace. */
export function LinksFields({ form, change, issues }: LinksFieldsProps) {
  const fields = (list: Field[]) =>
    list.map((field) => (
      <TextField
        key={field.key}
        label={field.label}
        hint={field.hint}
        value={field.phone ? maskBrPhoneInput(form[field.key]) : form[field.key]}
        onValueChange={(value) => change({ [field.key]: field.phone ? onlyDigits(value).slice(0, 11) : value })}
        error={issues?.[field.key]}
        maxLength={field.max}
        spellCheck={false}
        inputMode={field.url ? 'url' : field.phone ? 'tel' : field.email ? 'email' : undefined}
      />
    ));
  return (
    <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
      <div className="grid gap-4">
        <FieldCard title={text.privacy}>{fields(linkFields)}</FieldCard>
        <FieldCard title={text.stores} lead={text.storesLead}>
          {fields(storeFields)}
        </FieldCard>
      </div>
      <div className="grid gap-4">
        <FieldCard title={text.contact} lead={text.contactLead}>
          {fields(contactFields)}
        </FieldCard>
        <FieldCard title={text.analytics} lead={text.analyticsLead}>
          {fields(keyFields)}
        </FieldCard>
      </div>
    </div>
  );
}
