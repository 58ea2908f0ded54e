import type { TTenantSection, TTenantSettingsResponse } from '@delivery/contract/tenant-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { EditError } from '../../../components/edit-error.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { tenantSettingsQuery, useSaveTenantSection } from '../api/tenant-settings.ts';
import { isChanged, sectionIssues, type FormIssues, type TenantForms } from '../tenant-form.ts';

type SectionFormProps<S extends TTenantSection> = {
  section: S;
  title: string;
  answer: TTenantSettingsResponse;
  /** The section's fields; `issues` once a save was tried, else null. */
  children: (
    form: TenantForms[S],
    change: (fields: Partial<TenantForms[S]>) => void,
    issues: FormIssues | null,
  ) => ReactNode;
};

/**
 * One section of the tenant's settings, saved on its own at the version it was read at. The form
 * keeps that version until it is filled again (after a save, or "Ver como ficou" after someone
 * else's), so a newer one is never overwritten unseen; a background read never refills it.
 */
export function SectionForm<S extends TTenantSection>({ section, title, answer, children }: SectionFormProps<S>) {
  const client = useQueryClient();
  const save = useSaveTenantSection(section);
  const [read, setRead] = useState(answer);
  const [form, setForm] = useState<TenantForms[S]>(answer[section]);
  const [checked, setChecked] = useState(false);
  const change = (fields: Partial<TenantForms[S]>) => setForm((current) => ({ ...current, ...fields }));

  const refill = (fresh: TTenantSettingsResponse) => {
    setRead(fresh);
    setForm(fresh[section]);
    setChecked(false);
    save.reset();
  };
  const issues = sectionIssues(section, form);
  const shown = checked ? issues : null;
  const changed = isChanged(form, read[section]);

  const submit = () => {
    setChecked(true);
    if (issues) return;
    save.mutate({ ...form, version: read.versions[section] }, { onSuccess: refill });
  };
  const reload = async () => refill(await client.fetchQuery({ ...tenantSettingsQuery(), staleTime: 0 }));

  const last = read.last_changes[section];
  const status = shown
    ? messages.shopSettings.fixFirst
    : changed
      ? messages.shopSettings.unsaved
      : last
        ? last.by
          ? fill(messages.shopSettings.lastChange, { name: last.by, when: formatDateTime(last.at) })
          : fill(messages.shopSettings.lastChangeUnknown, { when: formatDateTime(last.at) })
        : null;

  return (
    <section aria-label={title} className="mt-4">
      {children(form, change, shown)}
      <div className="sticky bottom-0 z-10 -mx-4 mt-4 border-t border-ink-200 bg-ink-50/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6">
        <EditError
          error={save.error}
          onReload={() => void reload()}
          className="mb-3 flex flex-wrap items-center gap-x-4"
        />
        <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
          {status ? (
            <p
              role={shown ? 'alert' : undefined}
              className={`min-w-0 flex-1 text-base ${shown ? 'font-bold text-brand-700' : 'text-ink-700'} max-sm:basis-full`}
            >
              {status}
            </p>
          ) : null}
          {changed ? (
            <Button variant="secondary" onClick={() => refill(read)} className="max-sm:flex-1">
              {messages.shopSettings.discard}
            </Button>
          ) : null}
          <Button busy={save.isPending} disabled={!changed} onClick={submit} className="max-sm:flex-1">
            {messages.shopSettings.save}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** A card of related fields, with its heading and a line saying what it is for. */
export function FieldCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-5">
      <h2 className="text-xl font-black tracking-tight text-ink-900">{title}</h2>
      {lead ? <p className="mt-1 text-base text-ink-700">{lead}</p> : null}
      <div className="mt-4 grid grid-cols-1 gap-4">{children}</div>
    </div>
  );
}
