import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBrPhone, whatsAppLink } from '@delivery/contract/contact-text';
import { onlyDigits } from '@delivery/contract/br-documents';
import { MailIcon, PhoneIcon } from '../../../components/action-icons.tsx';
import { ChevronRightIcon, MapPinIcon } from '../../../components/icons.tsx';
import { ChatIcon } from './contact-icons.tsx';

export type ContactDetails = {
  /** The shop's or the marketplace's name. */
  name: string;
  /** Digits with area code; '' when not given. */
  phone: string;
  whatsapp: string;
  email: string;
  /** One line; '' when not given. */
  address: string;
  /** A map search of the address, when there is one. */
  mapUrl: string | null;
};

/** Phone, WhatsApp, e-mail and address, each a link the phone opens in the right app. */
export function ContactChannels({ details }: { details: ContactDetails }) {
  const { t } = useTranslation();
  const rows: { key: string; icon: ReactNode; label: string; value: string; href: string; external?: boolean }[] = [];
  if (details.whatsapp) {
    rows.push({
      key: 'whatsapp',
      icon: <ChatIcon className="size-5" />,
      label: t('contact.whatsapp'),
      value: formatBrPhone(details.whatsapp),
      href: whatsAppLink(details.whatsapp),
      external: true,
    });
  }
  if (details.phone) {
    rows.push({
      key: 'phone',
      icon: <PhoneIcon className="size-5" />,
      label: t('contact.phone'),
      value: formatBrPhone(details.phone),
      href: `tel:+55${onlyDigits(details.phone)}`,
    });
  }
  if (details.email) {
    rows.push({
      key: 'email',
      icon: <MailIcon className="size-5" />,
      label: t('contact.email'),
      value: details.email,
      href: `mailto:${details.email}`,
    });
  }

  if (rows.length === 0 && !details.address) {
    return <p className="rounded-2xl bg-ink-50 px-4 py-3 text-base text-ink-700">{t('contact.noChannels')}</p>;
  }
  return (
    <ul className="divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-100 bg-white">
      {rows.map((row) => (
        <li key={row.key}>
          <a
            href={row.href}
            data-testid={`contact-${row.key}`}
            {...(row.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="flex min-h-16 items-center gap-3 px-4 py-3 hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
          >
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
            >
              {row.icon}
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold text-ink-600">{row.label}</span>
              <span className="block text-base font-bold break-all text-ink-900">{row.value}</span>
            </span>
            <ChevronRightIcon className="size-5 shrink-0 text-ink-400" />
          </a>
        </li>
      ))}
      {details.address ? (
        <li className="flex items-start gap-3 px-4 py-3" data-testid="contact-address">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700"
          >
            <MapPinIcon className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-ink-600">{t('contact.address')}</span>
            <span className="block text-base font-bold text-ink-900">{details.address}</span>
            {details.mapUrl ? (
              <a
                href={details.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="-mx-1 mt-1 inline-flex min-h-10 items-center rounded-lg px-1 text-sm font-bold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-3 focus-visible:outline-brand-600"
              >
                {t('contact.openMap')}
              </a>
            ) : null}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
