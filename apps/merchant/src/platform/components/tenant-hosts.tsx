import type { TPlatformTenant } from '@delivery/contract/platform';
import { GlobeIcon } from '../../components/icons.tsx';
import { hostUrl } from '../lib/host-url.ts';
import { consoleMessages } from '../messages.ts';
import { AddHostForm } from './add-host-form.tsx';
import { PendingHostCard } from './pending-host-card.tsx';

const text = consoleMessages.tenant.hosts;

/**
 * The tenant's hosts: the served ones, each a link to its app; those waiting for their DNS, each
 * with the record to publish; and a form for another one.
 */
export function TenantHosts({ tenant }: { tenant: TPlatformTenant }) {
  const none = tenant.domains.length === 0 && tenant.pending_domains.length === 0;
  return (
    <section aria-labelledby="hosts-title" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="hosts-title" className="text-2xl font-black tracking-tight text-ink-900">
        {text.title}
      </h2>
      <p className="mt-1 text-base text-ink-700">{text.lead}</p>
      {none ? <p className="mt-4 text-base text-ink-600">{text.none}</p> : null}
      {tenant.domains.length > 0 ? (
        <ul className="mt-4 divide-y divide-ink-100 rounded-xl border border-ink-100">
          {tenant.domains.map((domain) => (
            <li key={domain} className="flex flex-wrap items-center gap-x-2 gap-y-1 px-3 py-3">
              <GlobeIcon className="size-5 shrink-0 text-ink-500" />
              <a
                href={hostUrl(domain)}
                target="_blank"
                rel="noopener noreferrer"
                className="min-w-0 text-lg font-bold break-all text-ink-900 underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
              >
                {domain}
              </a>
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap text-emerald-900">
                {text.live}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {tenant.pending_domains.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {tenant.pending_domains.map((domain) => (
            <PendingHostCard key={domain.host} profileId={tenant.profile_id} domain={domain} />
          ))}
        </ul>
      ) : null}
      <AddHostForm profileId={tenant.profile_id} />
    </section>
  );
}
