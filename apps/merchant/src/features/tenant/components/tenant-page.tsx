import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { serverMessage } from '@delivery/client/api-error';
import { fill, messages } from '../../../lib/messages.ts';
import { useTenantSettings } from '../api/tenant-settings.ts';
import { tenantPages, type TenantPage as TenantPagePath } from '../sections.ts';
import { AppearanceFields } from './appearance-fields.tsx';
import { LinksFields } from './links-fields.tsx';
import { SectionForm } from './section-form.tsx';
import { SignInFields } from './sign-in-fields.tsx';
import { SliderFields } from './slider-fields.tsx';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 shrink-0 items-center rounded-xl px-3 text-base sm:px-4 font-bold focus-visible:outline-3 focus-visible:outline-sky-600 ${
    isActive ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-ink-100'
  }`;

/**
 * The tenant's own settings (decision 0038), a section at a time: what the customer app looks
 * like, how customers sign in, its links and the home's slides. Each tab saves on its own.
 * `other` is the page of a tab that is not a settings section (the WhatsApp number).
 */
export function TenantPage({ page, other }: { page: TenantPagePath; other: ReactNode }) {
  useDocumentTitle(`${messages.tenant.title} · ${messages.app.title}`);
  const settings = useTenantSettings();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 sm:px-6 sm:pt-6">
      <h1 className="text-3xl font-black tracking-tight text-ink-900">{messages.tenant.title}</h1>
      <p className="mt-1 max-w-2xl text-base text-ink-700">
        {fill(messages.tenant.lead, { title: settings.data?.appearance.title ?? '' })}
      </p>
      <nav aria-label={messages.tenant.sections} className="mt-4 flex flex-wrap gap-1">
        {tenantPages.map((tab) => (
          <NavLink key={tab.path} to={`/plataforma/${tab.path}`} className={tabClass}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {settings.isPending ? (
        <div role="status" className="flex items-center gap-3 p-6 text-lg font-semibold">
          <Spinner />
          {messages.app.loading}
        </div>
      ) : settings.isError ? (
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <FieldError>{serverMessage(settings.error) ?? messages.app.unknownError}</FieldError>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {messages.shopSettings.retry}
          </Button>
        </div>
      ) : page === 'whatsapp' ? (
        other
      ) : page === 'aparencia' ? (
        <SectionForm
          key="appearance"
          section="appearance"
          title={messages.tenant.appearance.title}
          answer={settings.data}
        >
          {(form, change, issues) => <AppearanceFields form={form} change={change} issues={issues} />}
        </SectionForm>
      ) : page === 'entrar' ? (
        <SectionForm key="sign_in" section="sign_in" title={messages.tenant.signIn.title} answer={settings.data}>
          {(form, change, issues) => (
            <SignInFields
              form={form}
              change={change}
              issues={issues}
              googleReady={settings.data.google_ready}
              facebookReady={settings.data.facebook_ready}
            />
          )}
        </SectionForm>
      ) : page === 'links' ? (
        <SectionForm key="links" section="links" title={messages.tenant.links.title} answer={settings.data}>
          {(form, change, issues) => <LinksFields form={form} change={change} issues={issues} />}
        </SectionForm>
      ) : (
        <SectionForm key="slider" section="slider" title={messages.tenant.slider.title} answer={settings.data}>
          {(form, change, issues) => <SliderFields form={form} change={change} issues={issues} />}
        </SectionForm>
      )}
    </main>
  );
}
