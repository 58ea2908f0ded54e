import { serverMessage } from '@delivery/client/api-error';
import type { TPlatformDomain } from '@delivery/contract/platform';
import { useId } from 'react';
import { Button } from '../../components/button.tsx';
import { ExternalLinkIcon, GlobeIcon } from '../../components/icons.tsx';
import { FieldError } from '../../components/text-field.tsx';
import { isSandbox } from '../../lib/env.ts';
import { messages } from '../../lib/messages.ts';
import { useVerifyDomain } from '../api/domains.ts';
import { consoleMessages } from '../messages.ts';
import { CopyButton } from './copy-button.tsx';

const text = consoleMessages.tenant.hosts;

/** The sandbox's DNS zone (the API's dns-sandbox module): where a test publishes the record. */
const sandboxDns = '/dev/dns';

/**
 * A host not served until its DNS carries the TXT record named here: the record to publish, row
 * by row as a registrar's panel asks for it, and "Verificar agora" once it is. The API's refusal
 * (the record is not there yet) stays on the card, naming the record.
 */
export function PendingHostCard({ profileId, domain }: { profileId: number; domain: TPlatformDomain }) {
  const id = useId();
  const verify = useVerifyDomain(profileId);
  return (
    <li aria-labelledby={`${id}-host`} className="rounded-2xl border-2 border-amber-300 bg-amber-50/60 p-3 sm:p-4">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <GlobeIcon className="size-5 shrink-0 text-ink-500" />
        <span id={`${id}-host`} className="min-w-0 text-lg font-bold break-all text-ink-900">
          {domain.host}
        </span>
        <span className="rounded-full bg-amber-200 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap text-amber-950">
          {text.pending}
        </span>
      </p>
      <p className="mt-3 text-base text-ink-800">{text.publish}</p>
      <dl className="mt-2 divide-y divide-amber-200 rounded-xl border border-amber-200 bg-white">
        <RecordRow id={`${id}-name`} term={text.recordName} label={text.nameLabel} value={domain.txt_name ?? ''} />
        <div className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
          <dt className="shrink-0 text-sm font-bold text-ink-600 sm:w-14">{text.recordType}</dt>
          <dd>
            <code className="font-mono text-base font-bold text-ink-900">TXT</code>
          </dd>
        </div>
        <RecordRow id={`${id}-value`} term={text.recordValue} label={text.valueLabel} value={domain.txt_value ?? ''} />
      </dl>
      {verify.isError ? <FieldError>{serverMessage(verify.error) ?? messages.app.unknownError}</FieldError> : null}
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button busy={verify.isPending} onClick={() => verify.mutate(domain.host)} className="max-sm:w-full">
          {text.verify}
        </Button>
        {isSandbox ? (
          <a
            href={sandboxDns}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-1.5 text-base font-bold text-ink-800 underline underline-offset-4 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
          >
            <ExternalLinkIcon className="size-4 shrink-0" />
            {text.sandboxDns}
          </a>
        ) : null}
      </div>
    </li>
  );
}

type RecordRowProps = { id: string; term: string; label: string; value: string };

/** One field of the record: its name as the registrar's panel calls it, the value whole, and a copy button. */
function RecordRow({ id, term, label, value }: RecordRowProps) {
  return (
    <div className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:items-center sm:gap-3">
      <dt id={id} className="shrink-0 text-sm font-bold text-ink-600 sm:w-14">
        {term}
      </dt>
      <dd className="flex min-w-0 flex-1 items-center gap-2">
        <code aria-label={label} className="min-w-0 flex-1 font-mono text-sm break-all text-ink-900 select-all">
          {value}
        </code>
        <CopyButton value={value} what={label} describedBy={id} />
      </dd>
    </div>
  );
}
