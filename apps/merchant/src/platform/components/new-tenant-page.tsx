import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { paths } from '../lib/paths.ts';
import { consoleMessages } from '../messages.ts';
import { BackLink } from './back-link.tsx';
import { NewTenantForm } from './new-tenant-form.tsx';
import { PageHeader } from './page-header.tsx';

const text = consoleMessages.newTenant;

/** /plataforma/novo: a new tenant; once created, its page, where a custom host's DNS record is. */
export function NewTenantPage() {
  useDocumentTitle(`${text.title} · ${consoleMessages.title}`);
  const navigate = useNavigate();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6">
      <BackLink />
      <PageHeader title={text.title} lead={text.lead} />
      <NewTenantForm onCreated={(profileId) => void navigate(paths.tenant(profileId))} />
    </main>
  );
}
