import type { TStaffShop } from '@delivery/contract/staff';
import { useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { ShopPageHeader } from '../../../components/shop-page-header.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { shopSettingsSections, type ShopSettingsSection } from '../sections.ts';
import { ContactSection } from './contact-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { HoursSection } from './hours-section.tsx';
import { PaymentsSection } from './payments-section.tsx';

type ShopSettingsPageProps = {
  /** The shops whose settings this person runs (owner or operator). */
  shops: readonly TStaffShop[];
  /** The shop picked in the header, when it is one of those. */
  shopId: number | null;
  section: ShopSettingsSection;
  /** The "Integração" section of a shop: another feature's, composed by the app. */
  integration: (shopId: number) => ReactNode;
  /** The card paid in the app, in "Pagamentos": another feature's (card-payments), composed by the app. */
  cardPayments: (shopId: number) => ReactNode;
  /** "Mesas": another feature's (shop-tables), composed by the app. */
  tables: (shop: TStaffShop) => ReactNode;
};

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-12 items-center justify-center rounded-xl px-2 text-base font-bold focus-visible:outline-3 focus-visible:outline-sky-600 sm:px-4 ${
    isActive ? 'bg-ink-900 text-white' : 'text-ink-800 hover:bg-ink-100'
  }`;

/** The shop's own settings, a section at a time: the tabs lead to each, and each saves on its own. */
export function ShopSettingsPage({ shops, shopId, section, integration, cardPayments, tables }: ShopSettingsPageProps) {
  useDocumentTitle(`${messages.shopSettings.title} · ${messages.app.title}`);
  const [picked, setPicked] = useState(() => shops.find((shop) => shop.shop_id === shopId) ?? shops[0]);
  if (!picked) return <p className="p-6 text-lg font-semibold">{messages.shopSettings.notAllowed}</p>;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 px-4 pt-4 sm:px-6 sm:pt-6">
      <ShopPageHeader
        title={messages.shopSettings.title}
        lead={fill(messages.shopSettings.lead, { shop: picked.name })}
        shops={shops}
        picked={picked}
        onPick={setPicked}
      />
      {/* On a phone the tabs take two rows of three: every section stays in sight, none past the edge. */}
      <nav aria-label={messages.shopSettings.sections} className="mt-4 grid grid-cols-3 gap-1 sm:flex">
        {shopSettingsSections.map((tab) => (
          <NavLink key={tab.path} to={`/loja/${tab.path}`} className={tabClass}>
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {section === 'horarios' ? <HoursSection key={picked.shop_id} shopId={picked.shop_id} /> : null}
      {section === 'entrega' ? <DeliverySection key={picked.shop_id} shopId={picked.shop_id} /> : null}
      {section === 'pagamentos' ? (
        <PaymentsSection key={picked.shop_id} shopId={picked.shop_id} card={cardPayments(picked.shop_id)} />
      ) : null}
      {section === 'contato' ? <ContactSection key={picked.shop_id} shopId={picked.shop_id} /> : null}
      {section === 'integracao' ? <div key={picked.shop_id}>{integration(picked.shop_id)}</div> : null}
      {section === 'mesas' ? <div key={picked.shop_id}>{tables(picked)}</div> : null}
    </main>
  );
}
