import type { TTenantSection, TTenantSettingsResponse } from '@delivery/contract/tenant-settings';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SaveBar } from '../../../components/save-bar.tsx';
import { useVersionedForm } from '../../../hooks/use-versioned-form.ts';
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

/** One section of the tenant's settings, saved on its own at the version it was read at. */
export function SectionForm<S extends TTenantSection>({ section, title, answer, children }: SectionFormProps<S>) {
  const client = useQueryClient();
  const save = useSaveTenantSection(section);
  const editor = useVersionedForm<
    TTenantSettingsResponse,
    TenantForms[S],
    TenantForms[S] & { version: number },
    FormIssues
  >({
    answer,
    save,
    formOf: (read) => read[section],
    issuesOf: (form) => sectionIssues(section, form),
    isChanged: (form, base) => isChanged(form, base),
    inputOf: (form, read) => ({ ...form, version: read.versions[section] }),
    fetchFresh: () => client.fetchQuery({ ...tenantSettingsQuery(), staleTime: 0 }),
  });

  return (
    <section aria-label={title} className="mt-4">
      {children(editor.form, editor.change, editor.shown)}
      <SaveBar editor={editor} save={save} last={editor.read.last_changes[section]} />
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
