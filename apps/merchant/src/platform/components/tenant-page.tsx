import { serverMessage } from '@delivery/client/api-error';
import { formatReais } from '@delivery/contract/money';
import type { TPlatformTenant } from '@delivery/contract/platform';
import { useParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { Loading } from '../../components/loading.tsx';
import { FieldError } from '../../components/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { fill, plural } from '../../lib/messages.ts';
import { useTenants } from '../api/tenants.ts';
import { consoleMessages } from '../messages.ts';
import { BackLink } from './back-link.tsx';
import { PageHeader } from './page-header.tsx';
import { PlanForm } from './plan-form.tsx';
import { SuspendButton } from './suspend-button.tsx';
import { TenantHosts } from './tenant-hosts.tsx';
import { TenantTags } from './tenant-tags.tsx';

const text = consoleMessages.tenant;

/**
 * /plataforma/clientes/:profileId: one tenant, read from the list (the API has no call for one,
 * and the list is small): its hosts with what each still needs, and its plan.
 */
export function TenantPage() {
  const { profileId } = useParams();
  const tenants = useTenants();
  const tenant = tenants.data?.find((item) => String(item.profile_id) === profileId);
  useDocumentTitle(`${tenant?.name ?? consoleMessages.tenants.title} · ${consoleMessages.title}`);

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6">
      <BackLink />
      {tenant ? (
        <TenantDetails tenant={tenant} />
      ) : tenants.isPending ? (
        <Loading className="p-6" />
      ) : tenants.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <FieldError>{serverMessage(tenants.error) ?? consoleMessages.tenants.loadFailed}</FieldError>
          <Button variant="secondary" onClick={() => void tenants.refetch()}>
            {consoleMessages.retry}
          </Button>
        </div>
      ) : (
        <p role="alert" className="mt-2 rounded-2xl bg-white p-6 text-lg font-semibold text-ink-900 shadow-sm">
          {text.notFound}
        </p>
      )}
    </main>
  );
}

function TenantDetails({ tenant }: { tenant: TPlatformTenant }) {
  const last30d = fill(text.last30d, {
    orders: plural(text.orders, tenant.orders_30d),
    sales: formatReais(tenant.sales_30d),
  });
  return (
    <>
      <PageHeader
        title={tenant.name}
        tags={<TenantTags tenant={tenant} on="page" />}
        lead={last30d}
        actions={<SuspendButton tenant={tenant} className="max-sm:w-full" />}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <TenantHosts tenant={tenant} />
        {/* Read again after a save, the form starts over from what the API now has. */}
        <PlanForm key={`${tenant.type_flow}:${tenant.max_shops}`} tenant={tenant} />
      </div>
    </>
  );
}
