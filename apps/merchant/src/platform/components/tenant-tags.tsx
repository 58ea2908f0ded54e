import type { TPlatformTenant } from '@delivery/contract/platform';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.tenants;

type TenantTagsProps = {
  tenant: Pick<TPlatformTenant, 'type_flow' | 'suspended'>;
  /** Where they stand: on a white card (the list's), or on the page's grey (a tenant's page). */
  on?: 'card' | 'page';
};

/** A tenant's type, and "Suspenso" when it is: under its name in the list and on its page. */
export function TenantTags({ tenant, on = 'card' }: TenantTagsProps) {
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2">
      <span
        className={`rounded-full px-3 py-0.5 text-sm font-bold text-ink-800 ${
          on === 'card' ? 'bg-ink-100' : 'bg-white ring-1 ring-ink-200'
        }`}
      >
        {text.typeFlow[tenant.type_flow]}
      </span>
      {tenant.suspended ? (
        <span className="rounded-full bg-brand-600 px-3 py-0.5 text-sm font-bold text-white">{text.suspended}</span>
      ) : null}
    </p>
  );
}
