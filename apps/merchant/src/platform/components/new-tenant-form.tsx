import { serverMessage } from '@delivery/client/api-error';
import { segments, type Segment } from '@delivery/contract/catalog-constants';
import { defaultBrandColour } from '@delivery/contract/colours';
import type { TypeFlow } from '@delivery/contract/constants';
import { ZPlatformCreateTenantRequest } from '@delivery/contract/platform';
import { stateCodes } from '@delivery/contract/tenant-shops';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { FieldError, TextField } from '../../components/text-field.tsx';
import { messages } from '../../lib/messages.ts';
import { useCreateTenant, type NewTenant } from '../api/tenants.ts';
import { issuesOf, type FormIssues } from '../lib/form-issues.ts';
import { consoleMessages } from '../messages.ts';
import { ColourField } from './colour-field.tsx';
import { TypeFlowChoice } from './type-flow-choice.tsx';

const text = consoleMessages.newTenant;

type Form = {
  type_flow: TypeFlow;
  name: string;
  primary: string;
  logo: string;
  host: string;
  city_name: string;
  city_state: string;
  segment: Segment;
  staff_name: string;
  staff_email: string;
};

const emptyForm: Form = {
  type_flow: 'SINGLE',
  name: '',
  // The apps' own red: a tenant without a brand guide yet still looks finished.
  primary: defaultBrandColour,
  logo: '',
  host: '',
  city_name: '',
  // The most tenants are there; the panel's new city starts there too.
  city_state: 'SP',
  segment: segments[0],
  staff_name: '',
  staff_email: '',
};

/** What is sent: a marketplace's shops get their segment as its operators add them. */
const inputOf = ({ segment, ...form }: Form): NewTenant => (form.type_flow === 'SINGLE' ? { ...form, segment } : form);

/**
 * The new tenant, checked by the contract's rules before it is sent (each field's problem under
 * it); the API's refusal (a host already taken) above the button, with everything typed kept.
 */
export function NewTenantForm({ onCreated }: { onCreated: (profileId: number) => void }) {
  const create = useCreateTenant();
  const [form, setForm] = useState(emptyForm);
  const [checked, setChecked] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const change = (fields: Partial<Form>) => setForm((current) => ({ ...current, ...fields }));
  const issues: FormIssues = (checked ? issuesOf(ZPlatformCreateTenantRequest, inputOf(form)) : null) ?? {};
  const single = form.type_flow === 'SINGLE';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (issuesOf(ZPlatformCreateTenantRequest, inputOf(form))) {
      // After React shows the problems: the first field to fix gets the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    create.mutate(inputOf(form), { onSuccess: (answer) => onCreated(answer.tenant.profile_id) });
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="mt-6 max-w-3xl space-y-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6"
    >
      <TypeFlowChoice value={form.type_flow} onChange={(type_flow) => change({ type_flow })} />
      <Part title={text.brand}>
        <TextField
          label={text.name}
          value={form.name}
          onValueChange={(name) => change({ name })}
          error={issues.name}
          hint={text.nameHint}
          maxLength={60}
          autoComplete="off"
          className={single ? '' : 'sm:col-span-2'}
        />
        {single ? (
          <SelectField
            label={text.segment}
            value={form.segment}
            options={segments.map((segment) => ({ value: segment, label: messages.segments[segment] }))}
            onValueChange={(value) =>
              change({ segment: segments.find((segment) => segment === value) ?? form.segment })
            }
          />
        ) : null}
        <ColourField value={form.primary} onChange={(primary) => change({ primary })} error={issues.primary} />
        <TextField
          label={text.logo}
          value={form.logo}
          onValueChange={(logo) => change({ logo })}
          error={issues.logo}
          hint={text.logoHint}
          type="url"
          inputMode="url"
          maxLength={500}
          autoComplete="off"
          spellCheck={false}
        />
      </Part>
      <Part title={text.where}>
        <TextField
          label={text.host}
          value={form.host}
          onValueChange={(host) => change({ host })}
          error={issues.host}
          hint={text.hostHint}
          placeholder={text.hostPlaceholder}
          inputMode="url"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          className="sm:col-span-2"
        />
        <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-4 sm:col-span-2">
          <TextField
            label={text.city}
            value={form.city_name}
            onValueChange={(city_name) => change({ city_name })}
            error={issues.city_name}
            maxLength={60}
            autoComplete="off"
          />
          <SelectField
            label={text.state}
            value={form.city_state}
            options={stateCodes.map((code) => ({ value: code, label: code }))}
            onValueChange={(city_state) => change({ city_state })}
          />
        </div>
      </Part>
      <Part title={text.staff}>
        <TextField
          label={text.staffName}
          value={form.staff_name}
          onValueChange={(staff_name) => change({ staff_name })}
          error={issues.staff_name}
          maxLength={100}
          autoComplete="off"
        />
        <TextField
          label={text.staffEmail}
          value={form.staff_email}
          onValueChange={(staff_email) => change({ staff_email })}
          error={issues.staff_email}
          hint={text.staffHint[form.type_flow]}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={200}
        />
      </Part>
      <div className="border-t border-ink-100 pt-5">
        {create.isError ? (
          <div className="mb-4">
            <FieldError>{serverMessage(create.error) ?? messages.app.unknownError}</FieldError>
          </div>
        ) : null}
        <Button type="submit" size="lg" busy={create.isPending} className="w-full sm:w-auto sm:min-w-56">
          {text.submit}
        </Button>
      </div>
    </form>
  );
}

/** A part of the form under its name, its fields two to a row from a tablet up. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-ink-100 pt-5">
      <h2 className="mb-4 text-lg font-black tracking-tight text-ink-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">{children}</div>
    </section>
  );
}
