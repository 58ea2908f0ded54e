import { serverMessage } from '@delivery/client/api-error';
import { typeFlows, type TypeFlow } from '@delivery/contract/constants';
import type { TPlatformTenant } from '@delivery/contract/platform';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { FieldError, TextField } from '../../components/text-field.tsx';
import { messages } from '../../lib/messages.ts';
import { useSetTenantPlan } from '../api/tenants.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.tenant.plan;

/** The limit as typed: empty is no limit (null); anything but a whole number from 1 up, a mistake. */
function limitOf(typed: string): number | null | undefined {
  if (typed.trim() === '') return null;
  const limit = Number(typed);
  return Number.isInteger(limit) && limit >= 1 ? limit : undefined;
}

/**
 * What only the platform sets of a tenant: its flow and how many shops its operators may add. The
 * API refuses a limit under the shops it has, or a single shop for a tenant with more: its words
 * are shown above the button, until either field changes.
 */
export function PlanForm({ tenant }: { tenant: TPlatformTenant }) {
  const save = useSetTenantPlan(tenant.profile_id);
  const [typeFlow, setTypeFlow] = useState<TypeFlow>(tenant.type_flow);
  const [limit, setLimit] = useState(tenant.max_shops === null ? '' : String(tenant.max_shops));
  const [checked, setChecked] = useState(false);
  const maxShops = limitOf(limit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (maxShops === undefined) return;
    save.mutate({ type_flow: typeFlow, max_shops: maxShops });
  };

  return (
    <section aria-labelledby="plan-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="plan-title" className="text-2xl font-black tracking-tight text-ink-900">
        {text.title}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.lead}</p>
      <form onSubmit={submit} noValidate className="mt-4 grid gap-4 sm:grid-cols-2 sm:items-start lg:grid-cols-1">
        <SelectField
          label={text.typeFlow}
          value={typeFlow}
          options={typeFlows.map((flow) => ({ value: flow, label: consoleMessages.tenants.typeFlow[flow] }))}
          onValueChange={(value) => {
            setTypeFlow(typeFlows.find((flow) => flow === value) ?? typeFlow);
            save.reset();
          }}
        />
        <TextField
          label={text.maxShops}
          value={limit}
          onValueChange={(value) => {
            setLimit(value);
            save.reset();
          }}
          hint={text.maxShopsHint}
          error={checked && maxShops === undefined ? text.maxShopsInvalid : null}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
        />
        {save.isError ? (
          <div className="sm:col-span-2 lg:col-span-1">
            <FieldError>{serverMessage(save.error) ?? messages.app.unknownError}</FieldError>
          </div>
        ) : null}
        <Button type="submit" busy={save.isPending} className="w-full sm:w-auto sm:justify-self-start lg:w-full">
          {text.submit}
        </Button>
      </form>
    </section>
  );
}
