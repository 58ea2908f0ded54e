import { serverMessage } from '@delivery/client/api-error';
import { ZPlatformAddDomainRequest } from '@delivery/contract/platform';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/button.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { TextField } from '../../components/text-field.tsx';
import { messages } from '../../lib/messages.ts';
import { useAddDomain } from '../api/domains.ts';
import { issuesOf } from '../lib/form-issues.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.tenant.hosts;

/**
 * Another host for the tenant, checked as the API checks it; the API's refusal (a host another
 * tenant has) under the field, with what was typed kept. Added, the field is emptied.
 */
export function AddHostForm({ profileId }: { profileId: number }) {
  const id = useId();
  const add = useAddDomain(profileId);
  const [host, setHost] = useState('');
  const [checked, setChecked] = useState(false);
  const issue = checked ? issuesOf(ZPlatformAddDomainRequest, { profile_id: profileId, host })?.host : undefined;
  const refusal = add.isError ? (serverMessage(add.error) ?? messages.app.unknownError) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (issuesOf(ZPlatformAddDomainRequest, { profile_id: profileId, host })) return;
    add.mutate(host, { onSuccess: () => (setHost(''), setChecked(false)) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-2xl border-2 border-dashed border-ink-200 p-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold text-ink-900">
        {text.add}
      </h3>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <TextField
          label={text.newHost}
          value={host}
          onValueChange={(value) => (setHost(value), add.reset())}
          error={issue ?? refusal}
          hint={text.newHostHint}
          placeholder={consoleMessages.newTenant.hostPlaceholder}
          inputMode="url"
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={253}
          className="min-w-0 flex-[1_1_16rem]"
        />
        <Button type="submit" busy={add.isPending} className="max-sm:w-full sm:mt-7.5 sm:min-h-13">
          <PlusIcon />
          {text.addSubmit}
        </Button>
      </div>
    </form>
  );
}
