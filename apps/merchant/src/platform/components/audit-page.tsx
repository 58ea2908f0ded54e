import { serverMessage } from '@delivery/client/api-error';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Button } from '../../components/button.tsx';
import { RefreshIcon } from '../../components/icons.tsx';
import { Loading } from '../../components/loading.tsx';
import { FieldError } from '../../components/text-field.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useAuditLog } from '../api/audit.ts';
import { tenantsQuery } from '../api/tenants.ts';
import type { AuditEntry, KnownNames } from '../audit-words.ts';
import { consoleMessages } from '../messages.ts';
import { AuditRow, auditColumns } from './audit-row.tsx';
import { useConsole } from './console-shell.tsx';
import { PageHeader } from './page-header.tsx';

const text = consoleMessages.audit;

/**
 * The names a row's target may be given: the tenants' (rows show a number until their list
 * arrives), and the signed-in administrator's own, as the rows name who acted.
 */
function useKnownNames(): KnownNames {
  const tenants = useQuery(tenantsQuery);
  const { admin } = useConsole();
  return useMemo(
    () => ({
      tenants: new Map((tenants.data ?? []).map((tenant) => [tenant.profile_id, tenant.name])),
      admins: new Map([[admin.admin_id, admin.email]]),
    }),
    [tenants.data, admin],
  );
}

/** /plataforma/auditoria: who did what, on what, when and from where, newest first, a page at a time. */
export function AuditPage() {
  useDocumentTitle(`${text.title} · ${consoleMessages.title}`);
  const log = useAuditLog();
  const known = useKnownNames();

  return (
    <main className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6">
      <PageHeader
        title={text.title}
        lead={text.lead}
        actions={
          <Button
            variant="secondary"
            onClick={() => void log.refetch()}
            busy={log.isRefetching && !log.isFetchingNextPage}
            className="max-sm:w-full"
          >
            {log.isRefetching ? null : <RefreshIcon />}
            {text.refresh}
          </Button>
        }
      />
      {/* Entries read stay in view when reading more or again fails: the failure is said above them. */}
      {log.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <FieldError>{serverMessage(log.error) ?? text.loadFailed}</FieldError>
          <Button
            variant="secondary"
            onClick={() => void (log.isFetchNextPageError ? log.fetchNextPage() : log.refetch())}
          >
            {consoleMessages.retry}
          </Button>
        </div>
      ) : null}
      {!log.data ? (
        log.isPending ? (
          <Loading className="p-6" />
        ) : null
      ) : log.data.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{text.empty}</p>
      ) : (
        <>
          <AuditList entries={log.data} known={known} />
          <div className="mt-4 flex justify-center">
            {log.hasNextPage ? (
              <Button
                variant="secondary"
                busy={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
                className="max-sm:w-full"
              >
                {text.more}
              </Button>
            ) : (
              <p className="text-base text-ink-600">{text.end}</p>
            )}
          </div>
        </>
      )}
    </main>
  );
}

/** The entries: cards on a phone and a tablet, rows under the columns' names from a laptop up. */
function AuditList({ entries, known }: { entries: readonly AuditEntry[]; known: KnownNames }) {
  return (
    <div className="mt-6 overflow-hidden rounded-2xl bg-white shadow-sm">
      <div
        aria-hidden="true"
        className={`hidden border-b border-ink-100 px-4 py-3 text-sm font-bold text-ink-600 lg:grid lg:gap-4 ${auditColumns}`}
      >
        <span>{text.when}</span>
        <span>{text.action}</span>
        <span>{text.target}</span>
        <span>{text.who}</span>
        <span>{text.ip}</span>
      </div>
      <ul className="divide-y divide-ink-100">
        {entries.map((entry) => (
          <AuditRow key={entry.audit_id} entry={entry} known={known} />
        ))}
      </ul>
    </div>
  );
}
