import type { OpeningNeed, TTenantShop } from '@delivery/contract/tenant-shops';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ChevronDownIcon, PlusIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { serverMessage } from '@delivery/client/api-error';
import { fill, messages, plural } from '../../../lib/messages.ts';
import { shopPageLink } from '../../../lib/shop-link.ts';
import { useSetShopActive, useTenantShops } from '../api/tenant-shops.ts';
import { NewShopDialog } from './new-shop-dialog.tsx';
import { PlacesSection } from './places-section.tsx';

const text = messages.tenantShops;

/**
 * The profile's shops as its operators see them: each one's place, what it has to sell and
 * whether customers see it; a new shop, with its owner's invitation.
 */
export function TenantShopsPage({ onShopsChanged }: { onShopsChanged: () => void }) {
  useDocumentTitle(`${text.title} · ${messages.app.title}`);
  const shops = useTenantShops();
  const [adding, setAdding] = useState(false);

  return (
    <main className="mx-auto w-full max-w-5xl flex-1 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-black tracking-tight text-ink-900">{text.title}</h1>
          <p className="mt-1 max-w-2xl text-base text-ink-700">{text.lead}</p>
        </div>
        <Button onClick={() => setAdding(true)} disabled={!shops.data} className="max-sm:w-full">
          <PlusIcon className="size-5" />
          {text.add}
        </Button>
      </div>
      {shops.isPending ? (
        <Loading className="p-6" />
      ) : shops.isError ? (
        <FieldError>{serverMessage(shops.error) ?? messages.app.unknownError}</FieldError>
      ) : shops.data.shops.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{text.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {shops.data.shops.map((shop) => (
            <ShopRow key={shop.shop_id} shop={shop} onChanged={onShopsChanged} />
          ))}
        </ul>
      )}
      <PlacesSection />
      {adding && shops.data ? (
        <NewShopDialog cities={shops.data.cities} onCreated={onShopsChanged} onClose={() => setAdding(false)} />
      ) : null}
    </main>
  );
}

/** Where the shop's staff put right what it lacks to be opened. */
const fixPaths: Record<OpeningNeed, string> = {
  products: '/cardapio',
  hours: '/loja/horarios',
  delivery: '/loja/entrega',
};

function ShopRow({ shop, onChanged }: { shop: TTenantShop; onChanged: () => void }) {
  const setActive = useSetShopActive(onChanged);
  const [hiding, setHiding] = useState(false);
  // The list is read again after a refusal: its first need is the one the refusal names.
  const need = shop.active ? undefined : shop.needs[0];
  return (
    <li data-testid="tenant-shop" className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1 max-sm:basis-full">
        <p className="text-lg font-bold text-ink-900">{shop.name}</p>
        <p className="text-base text-ink-700">
          {messages.segments[shop.segment]} · {shop.city_name}
        </p>
        <p className={`text-sm ${shop.products ? 'text-ink-600' : 'font-semibold text-amber-900'}`}>
          {shop.products ? plural(text.products, shop.products) : text.noProducts}
        </p>
      </div>
      <span
        className={`rounded-full px-3 py-1 text-sm font-bold max-sm:mr-auto ${
          shop.active ? 'bg-emerald-100 text-emerald-950' : 'bg-amber-100 text-amber-950'
        }`}
      >
        {shop.active ? text.listed : text.preparing}
      </span>
      {shop.active ? (
        <Button variant="secondary" busy={setActive.isPending} onClick={() => setHiding(true)}>
          {text.hide}
        </Button>
      ) : (
        <Button
          variant="accept"
          busy={setActive.isPending}
          onClick={() => setActive.mutate({ shop_id: shop.shop_id, active: '1' })}
        >
          {text.open}
        </Button>
      )}
      {setActive.isError ? (
        <div data-testid="open-refused" className="basis-full rounded-xl bg-brand-50 px-3 pb-3">
          <FieldError>{serverMessage(setActive.error) ?? messages.app.unknownError}</FieldError>
          {need ? (
            <Link
              to={shopPageLink(fixPaths[need], shop.shop_id)}
              className="mt-2 inline-flex min-h-12 items-center gap-1 rounded-xl px-2 text-base font-bold text-ink-900 underline decoration-2 underline-offset-4 hover:bg-brand-100 focus-visible:outline-3 focus-visible:outline-sky-600"
            >
              {text.fix[need]}
              <ChevronDownIcon className="size-5 -rotate-90" />
            </Link>
          ) : null}
        </div>
      ) : null}
      {hiding ? (
        <ConfirmDialog
          title={fill(text.hideTitle, { name: shop.name })}
          description={text.hideLead}
          confirmLabel={text.hide}
          onConfirm={() => setActive.mutate({ shop_id: shop.shop_id, active: '0' })}
          onClose={() => setHiding(false)}
        />
      ) : null}
    </li>
  );
}
