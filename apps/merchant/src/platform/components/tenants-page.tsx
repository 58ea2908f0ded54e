import { serverMessage } from '@delivery/client/api-error';
import type { TPlatformTenant } from '@delivery/contract/platform';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../components/button.tsx';
import { PlusIcon } from '../../components/icons.tsx';
import { Loading } from '../../components/loading.tsx';
import { FieldError } from '../../components/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { plural } from '../../lib/messages.ts';
import { useTenants } from '../api/tenants.ts';
import { paths } from '../lib/paths.ts';
import { consoleMessages } from '../messages.ts';
import { PageHeader } from './page-header.tsx';
import { TenantRow, tenantColumns } from './tenant-row.tsx';

const text = consoleMessages.tenants;

/** "3 clientes · 1 suspenso". */
function summaryOf(tenants: readonly TPlatformTenant[]): string {
  const suspended = tenants.filter((tenant) => tenant.suspended).length;
  const count = plural(text.count, tenants.length);
  return suspended ? `${count} · ${plural(text.suspendedCount, suspended)}` : count;
}

/**
 * /plataforma/: every tenant with its hosts and its last 30 days; suspension and its undoing, a
 * new tenant, and each one's own page.
 */
export function TenantsPage() {
  useDocumentTitle(`${text.title} · ${consoleMessages.title}`);
  const tenants = useTenants();

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6">
      <PageHeader
        title={text.title}
        lead={text.lead}
        summary={tenants.data ? summaryOf(tenants.data) : undefined}
        actions={
          <Link to={paths.newTenant} className={`${buttonClassName()} max-sm:w-full`}>
            <PlusIcon />
            {text.create}
          </Link>
        }
      />
      {/* A list read once stays in view when reading it again fails: the failure is said above it. */}
      {tenants.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <FieldError>{serverMessage(tenants.error) ?? text.loadFailed}</FieldError>
          <Button variant="secondary" onClick={() => void tenants.refetch()}>
            {consoleMessages.retry}
          </Button>
        </div>
      ) : null}
      {!tenants.data ? (
        tenants.isPending ? (
          <Loading className="p-6" />
        ) : null
      ) : tenants.data.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{text.empty}</p>
      ) : (
        <TenantList tenants={tenants.data} />
      )}
    </main>
  );
}

/** Cards, two to a row on a tablet; from a laptop up, rows under the columns' names. */
function TenantList({ tenants }: { tenants: readonly TPlatformTenant[] }) {
  return (
    <div className="mt-6 lg:overflow-hidden lg:rounded-2xl lg:bg-white lg:shadow-sm">
      {/* A card says each value's name beside it; the rows have them once, above. */}
      <div
        aria-hidden="true"
        className={`hidden border-b border-ink-100 px-4 py-3 text-sm font-bold text-ink-600 lg:grid lg:gap-4 ${tenantColumns}`}
      >
        <span>{text.name}</span>
        <span>{text.hosts}</span>
        <span className="text-right">{text.orders}</span>
        <span className="text-right">{text.sales}</span>
        <span />
      </div>
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-1 lg:gap-0 lg:divide-y lg:divide-ink-100">
        {tenants.map((tenant) => (
          <TenantRow key={tenant.profile_id} tenant={tenant} />
        ))}
      </ul>
    </div>
  );
}
