import type { TPlatformTenant } from '@delivery/contract/platform';
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { fill } from '../../lib/messages.ts';
import { useSetSuspended } from '../api/tenants.ts';
import { consoleMessages } from '../messages.ts';

const text = consoleMessages.tenants;

/**
 * "Suspender" after saying what it does, or "Reativar" at once: a tenant back on the air harms
 * no one. The list's rows and the tenant's page show the same; the tenant's name is read with it,
 * as a list has many.
 */
export function SuspendButton({ tenant, className = '' }: { tenant: TPlatformTenant; className?: string }) {
  const setSuspended = useSetSuspended();
  const [asking, setAsking] = useState(false);
  const change = (suspend: boolean) => setSuspended.mutate({ profileId: tenant.profile_id, suspend });
  return (
    <>
      {tenant.suspended ? (
        <Button
          key="resume"
          variant="accept"
          busy={setSuspended.isPending}
          onClick={() => change(false)}
          className={className}
        >
          {text.resume}
          <span className="sr-only"> {tenant.name}</span>
        </Button>
      ) : (
        <Button
          key="suspend"
          variant="danger"
          busy={setSuspended.isPending}
          onClick={() => setAsking(true)}
          className={className}
        >
          {text.suspend}
          <span className="sr-only"> {tenant.name}</span>
        </Button>
      )}
      {asking ? (
        <ConfirmDialog
          title={fill(text.suspendTitle, { name: tenant.name })}
          description={fill(text.suspendLead, { name: tenant.name })}
          confirmLabel={text.suspend}
          onConfirm={() => change(true)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
