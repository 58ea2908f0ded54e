import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageForm } from '../message-rules.ts';
import { ContactChannels, type ContactDetails } from './contact-channels.tsx';
import { ContactForm } from './contact-form.tsx';

type ContactPageProps = {
  details: ContactDetails;
  /** The shop's week, when the page is a shop's. */
  hours: ReactNode | null;
  token: string | null;
  shopId: number | null;
  initial: MessageForm;
};

/** 'Fale conosco': how to reach the shop or the marketplace, its hours, and a message form. */
export function ContactPage({ details, hours, token, shopId, initial }: ContactPageProps) {
  const { t } = useTranslation();
  const hoursId = useId();
  return (
    <div className="mx-auto max-w-5xl space-y-6 md:pt-2" data-testid="contact-page">
      <header>
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">{t('pages.contact')}</h1>
        <p className="mt-1 text-base text-ink-600">{t('contact.intro', { name: details.name })}</p>
      </header>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] md:items-start">
        <div className="space-y-6">
          <section aria-label={t('contact.channels', { name: details.name })}>
            <ContactChannels details={details} />
          </section>
          {hours ? (
            <section aria-labelledby={hoursId} className="rounded-2xl border border-ink-100 bg-white px-4 py-2">
              <h2 id={hoursId} className="pt-2 text-base font-extrabold text-ink-900">
                {t('contact.hours')}
              </h2>
              {hours}
            </section>
          ) : null}
        </div>
        <ContactForm token={token} shopId={shopId} initial={initial} />
      </div>
    </div>
  );
}
