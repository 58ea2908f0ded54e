import { locale } from '@delivery/contract/constants';
import { formatReais } from '@delivery/contract/money';
import type { TPlatformTenant } from '@delivery/contract/platform';
import { Link } from 'react-router';
import { GlobeIcon } from '../../components/icons.tsx';
import { hostUrl } from '../lib/host-url.ts';
import { paths } from '../lib/paths.ts';
import { consoleMessages } from '../messages.ts';
import { SuspendButton } from './suspend-button.tsx';
import { TenantTags } from './tenant-tags.tsx';

const text = consoleMessages.tenants;

/** The columns a wide screen lines the rows up in, and their names above them. */
export const tenantColumns = 'lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.5fr)_9rem_9rem_9rem]';

/** A value's name: beside it on a card, for screen readers only where the columns' names are shown. */
const Label = ({ children }: { children: string }) => (
  <span className="block text-sm font-semibold text-ink-600 lg:sr-only">{children}</span>
);

/** A tenant: a card on a phone and a tablet, a row of the columns from a laptop up. */
export function TenantRow({ tenant }: { tenant: TPlatformTenant }) {
  return (
    <li
      data-testid="tenant"
      className={`grid gap-4 rounded-2xl p-4 shadow-sm max-lg:grid-rows-[auto_auto_auto_1fr] lg:items-center lg:rounded-none lg:shadow-none ${tenantColumns} ${
        tenant.suspended ? 'bg-ink-50' : 'bg-white'
      }`}
    >
      <div className="min-w-0">
        <p className="text-lg font-bold break-words text-ink-900">
          <Link
            to={paths.tenant(tenant.profile_id)}
            className="underline decoration-ink-300 underline-offset-4 hover:decoration-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
          >
            {tenant.name}
          </Link>
        </p>
        <TenantTags tenant={tenant} />
      </div>
      <div className="min-w-0">
        <Label>{text.hosts}</Label>
        {tenant.domains.length === 0 && tenant.pending_domains.length === 0 ? (
          <p className="text-base text-ink-600">{text.noHosts}</p>
        ) : (
          <ul className="space-y-0.5">
            {tenant.domains.map((domain) => (
              <li key={domain} className="flex items-start gap-1.5">
                <GlobeIcon className="mt-1 size-4 shrink-0 text-ink-500" />
                <a
                  href={hostUrl(domain)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 text-base break-all text-ink-800 underline decoration-ink-300 underline-offset-2 hover:text-ink-900"
                >
                  {domain}
                </a>
              </li>
            ))}
            {/* Not served until its DNS record is verified: no link to a page that is not there yet. */}
            {tenant.pending_domains.map((domain) => (
              <li key={domain.host} className="flex items-start gap-1.5">
                <GlobeIcon className="mt-1 size-4 shrink-0 text-ink-400" />
                <span className="min-w-0 text-base break-all text-ink-600">
                  {domain.host}{' '}
                  <span className="rounded-full bg-amber-100 px-2 text-sm font-bold whitespace-nowrap text-amber-950">
                    {text.pendingHost}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid grid-cols-2 gap-4 lg:contents">
        <p className="lg:text-right">
          <Label>{text.orders}</Label>
          <span className="text-lg font-bold text-ink-900 tabular-nums">
            {tenant.orders_30d.toLocaleString(locale)}
          </span>
        </p>
        <p className="lg:text-right">
          <Label>{text.sales}</Label>
          <span className="text-lg font-bold text-ink-900 tabular-nums">{formatReais(tenant.sales_30d)}</span>
        </p>
      </div>
      {/* Side by side on a tablet, cards keep their buttons on one line at the bottom. */}
      <div className="max-lg:self-end lg:text-right">
        <SuspendButton tenant={tenant} className="w-full lg:w-auto" />
      </div>
    </li>
  );
}
