import type { TAddressMode } from '@delivery/contract/profile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TAddress } from '@delivery/contract/address';
import { Button, buttonClassName } from '../../../components/button.tsx';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../components/catalog-icons.tsx';
import { AlertIcon, CheckIcon, MapPinIcon } from '../../../components/icons.tsx';
import { MessageDialog } from '../../../components/message-dialog.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { serverMessage } from '@delivery/client/api-error';
import { useOops } from '../../../hooks/use-oops.tsx';
import { showToast } from '../../../lib/toast.ts';
import { addressLine, storedFromAddress } from '../address-text.ts';
import { useDeleteAddress } from '../api/delete-address.ts';
import { useAddresses } from '../api/list-addresses.ts';
import { placeAfterDelete } from '../place-after-delete.ts';
import { useStoreAddress, useStoredAddress } from '../api/stored-address.ts';

type AddressBookProps = {
  /** The session token; null for a visitor, who is asked to sign in. */
  token: string | null;
  mode: TAddressMode;
  onSignIn: () => void;
};

/**
 * /address: the customer's addresses. Choosing one stores it as the delivery Address and goes
 * home; each can be edited or deleted (after 'Sim'). A visitor is told why to sign in.
 */
export function AddressBook({ token, mode, onSignIn }: AddressBookProps) {
  if (token === null) return <AddressesNeedSignIn onSignIn={onSignIn} />;
  return <CustomerAddresses token={token} mode={mode} />;
}

/** What a visitor sees on the address pages: why to sign in, and 'Entrar'. */
export function AddressesNeedSignIn({ onSignIn }: { onSignIn: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.addresses')}</h1>
      <section className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-10 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="mb-5 grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600"
        >
          <MapPinIcon className="size-10" strokeWidth={1.6} />
        </span>
        <h2 className="text-xl font-extrabold tracking-tight text-ink-900">{t('addresses.visitorTitle')}</h2>
        <p className="mt-2 max-w-xs text-base text-ink-600">{t('addresses.visitorText')}</p>
        <Button onClick={onSignIn} className="mt-7 h-12 w-full text-base">
          {t('pages.signIn')}
        </Button>
      </section>
    </div>
  );
}

function CustomerAddresses({ token, mode }: { token: string; mode: TAddressMode }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const navigate = useNavigate();
  const addresses = useAddresses(token, mode);
  const stored = useStoredAddress();
  const storeAddress = useStoreAddress();
  const deleteAddress = useDeleteAddress(token, mode);
  const [deleting, setDeleting] = useState<TAddress | null>(null);
  const oops = useOops();

  const choose = (address: TAddress) =>
    storeAddress.mutate(storedFromAddress(address), {
      onSuccess: () => {
        showToast(t('addresses.chosen', { address: addressLine(address) }));
        void navigate('/');
      },
    });

  const confirmDelete = (address: TAddress) => {
    setDeleting(null);
    deleteAddress.mutate(address.address_id, {
      onSuccess: (message) => {
        showToast(message);
        const place = placeAfterDelete(stored.data, address, addresses.data ?? []);
        if (place) storeAddress.mutate(place);
      },
      onError: oops.show,
    });
  };

  const addLink = (
    <Link to="/new-address" className={`${buttonClassName('primary')} h-12 text-base`}>
      <PlusIcon className="size-5" strokeWidth={2.2} />
      {t('addresses.add')}
    </Link>
  );

  return (
    <div className="mx-auto max-w-2xl">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.addresses')}</h1>
        {addresses.data && addresses.data.length > 0 ? <div className="hidden sm:block">{addLink}</div> : null}
      </div>

      {addresses.isPending ? (
        <div role="status" className="space-y-3">
          <span className="sr-only">{t('addresses.loading')}</span>
          {[0, 1].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="h-36 animate-pulse rounded-3xl bg-ink-100 motion-reduce:animate-none"
            />
          ))}
        </div>
      ) : addresses.isError ? (
        <StatusPanel
          tone="error"
          icon={<AlertIcon className="size-7" />}
          title={t('addresses.errorTitle')}
          text={serverMessage(addresses.error) ?? t('addresses.errorText')}
          action={<Button onClick={() => void addresses.refetch()}>{t('states.retry')}</Button>}
        />
      ) : addresses.data.length === 0 ? (
        <StatusPanel
          icon={<MapPinIcon className="size-7" />}
          title={t('addresses.emptyTitle')}
          text={t('addresses.emptyText')}
          action={addLink}
        />
      ) : (
        <>
          <ul aria-label={t('addresses.listLabel')} className="space-y-3">
            {addresses.data.map((address) => (
              <li key={address.address_id}>
                <AddressCard
                  address={address}
                  current={stored.data?.address_id === address.address_id}
                  onChoose={() => choose(address)}
                  onDelete={() => setDeleting(address)}
                />
              </li>
            ))}
          </ul>
          <div className="mt-6 sm:hidden [&>a]:w-full">{addLink}</div>
        </>
      )}

      {deleting ? (
        <MessageDialog
          tone="warning"
          title={t('addresses.deleteTitle')}
          message={t('addresses.deleteText', { address: addressLine(deleting) })}
          confirmLabel={tSpec('yes')}
          onConfirm={() => confirmDelete(deleting)}
          cancelLabel={tSpec('cancel')}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
      {oops.dialog}
    </div>
  );
}

type AddressCardProps = { address: TAddress; current: boolean; onChoose: () => void; onDelete: () => void };

function AddressCard({ address, current, onChoose, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  const line = addressLine(address);
  const details = [address.complement, address.cep ? t('addresses.cep', { cep: address.cep }) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <article
      data-testid="address-card"
      aria-label={line}
      className={`rounded-3xl border bg-white p-4 shadow-xs sm:p-5 ${current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-100'}`}
    >
      <div className="flex gap-4">
        <span
          aria-hidden="true"
          className={`grid size-11 shrink-0 place-items-center rounded-xl ${current ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-600'}`}
        >
          <MapPinIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-bold text-ink-900">{line}</h2>
          <p className="text-sm text-ink-700">{[address.district, address.city].filter(Boolean).join(' · ')}</p>
          {details ? <p className="text-sm text-ink-600">{details}</p> : null}
          {address.reference ? <p className="text-sm text-ink-600">{address.reference}</p> : null}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 border-t border-ink-100 pt-3">
        {current ? (
          <span className="inline-flex min-h-10 items-center gap-1.5 rounded-full bg-brand-50 px-4 text-sm font-bold text-brand-700">
            <CheckIcon className="size-4" strokeWidth={2.6} />
            {t('addresses.current')}
          </span>
        ) : (
          <Button onClick={onChoose} className="min-h-10 px-5">
            {t('addresses.deliverHere')}
          </Button>
        )}
        <span className="ml-auto flex gap-1">
          <Link
            to={`/new-address/${address.address_id}`}
            aria-label={t('addresses.editNamed', { address: line })}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink-700 hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <PencilIcon className="size-5" />
            <span aria-hidden="true" className="hidden sm:inline">
              {t('addresses.edit')}
            </span>
          </Link>
          <button
            type="button"
            onClick={onDelete}
            aria-label={t('addresses.deleteNamed', { address: line })}
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
          >
            <TrashIcon className="size-5" />
            <span aria-hidden="true" className="hidden sm:inline">
              {t('addresses.delete')}
            </span>
          </button>
        </span>
      </div>
    </article>
  );
}
