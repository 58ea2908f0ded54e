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

type Field = { key: keyof TTenantLinks; label: string; hint?: string; url?: boolean; max: number };

const linkFields: Field[] = [
  { key: 'politica_provacidade', label: text.policy, hint: text.policyHint, url: true, max: 500 },
];
const storeFields: Field[] = [
  { key: 'link_url_ios', label: text.ios, url: true, max: 500 },
  { key: 'link_url_android', label: text.android, url: true, max: 500 },
  { key: 'link_label', label: text.bannerLabel, max: 40 },
  { key: 'image', label: text.bannerImage, hint: messages.tenant.appearance.imageHint, url: true, max: 500 },
];
const keyFields: Field[] = [
  { key: 'ga_key', label: text.ga, max: 120 },
  { key: 'key_gtm', label: text.gtm, max: 120 },
  { key: 'adwords_key', label: text.adwords, max: 120 },
  { key: 'face_pixel_key', label: text.pixel, max: 120 },
  { key: 'mautic_key', label: text.mautic, max: 120 },
];

/** The privacy policy, the app stores and their banner, and the analytics keys. */
export function LinksFields({ form, change, issues }: LinksFieldsProps) {
  const fields = (list: Field[]) =>
    list.map((field) => (
      <TextField
        key={field.key}
        label={field.label}
        hint={field.hint}
        value={form[field.key]}
        onValueChange={(value) => change({ [field.key]: value })}
        error={issues?.[field.key]}
        maxLength={field.max}
        spellCheck={false}
        inputMode={field.url ? 'url' : undefined}
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
      <FieldCard title={text.analytics} lead={text.analyticsLead}>
        {fields(keyFields)}
      </FieldCard>
    </div>
  );
}
