import { isEmail } from '@delivery/contract/br-documents';
import { segments, type Segment } from '@delivery/contract/catalog-constants';
import type { TTenantShopsResponse } from '@delivery/contract/tenant-shops';
import { useState, type FormEvent } from 'react';
import { Dialog, FormFooter } from '../../../components/dialog.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { messages } from '../../../lib/messages.ts';
import { useCreateShop } from '../api/tenant-shops.ts';

type NewShopDialogProps = {
  cities: TTenantShopsResponse['cities'];
  onCreated: () => void;
  onClose: () => void;
};

const text = messages.tenantShops.form;

/** The shop's name, segment and city, and who will own it: invited by e-mail on saving. */
export function NewShopDialog({ cities, onCreated, onClose }: NewShopDialogProps) {
  const create = useCreateShop(onCreated);
  const [form, setForm] = useState({
    name: '',
    segment: segments[0] as Segment,
    cityId: cities[0]?.city_id ?? 0,
    ownerName: '',
    ownerEmail: '',
  });
  const [checked, setChecked] = useState(false);
  const change = (fields: Partial<typeof form>) => setForm((current) => ({ ...current, ...fields }));
  const errors = {
    name: form.name.trim().length < 2 ? text.nameRequired : null,
    ownerName: !form.ownerName.trim() ? text.ownerRequired : null,
    ownerEmail: !isEmail(form.ownerEmail) ? messages.auth.invalidEmail : null,
  };
  const shown = checked ? errors : { name: null, ownerName: null, ownerEmail: null };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.values(errors).some(Boolean)) return;
    create.mutate(
      {
        name: form.name.trim(),
        segment: form.segment,
        city_id: form.cityId,
        owner_name: form.ownerName.trim(),
        owner_email: form.ownerEmail.trim(),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog
      title={text.title}
      description={text.lead}
      onClose={onClose}
      testId="new-shop-dialog"
      footer={<FormFooter form="new-shop-form" label={text.save} busy={create.isPending} onCancel={onClose} />}
    >
      <form id="new-shop-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <EditError error={create.error} onReload={() => create.reset()} className="sm:col-span-2" />
        <TextField
          label={text.name}
          value={form.name}
          maxLength={60}
          autoComplete="off"
          onValueChange={(name) => change({ name })}
          error={shown.name}
          className="sm:col-span-2"
        />
        <SelectField
          label={text.segment}
          value={form.segment}
          options={segments.map((segment) => ({ value: segment, label: messages.segments[segment] }))}
          onValueChange={(value) => change({ segment: segments.find((segment) => segment === value) ?? form.segment })}
        />
        <SelectField
          label={text.city}
          value={String(form.cityId)}
          options={cities.map((city) => ({ value: String(city.city_id), label: city.name }))}
          onValueChange={(value) => change({ cityId: Number(value) })}
        />
        <TextField
          label={text.ownerName}
          value={form.ownerName}
          maxLength={100}
          autoComplete="off"
          onValueChange={(ownerName) => change({ ownerName })}
          error={shown.ownerName}
        />
        <TextField
          label={text.ownerEmail}
          type="email"
          inputMode="email"
          value={form.ownerEmail}
          autoComplete="off"
          onValueChange={(ownerEmail) => change({ ownerEmail })}
          error={shown.ownerEmail}
        />
      </form>
    </Dialog>
  );
}
