import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPhone } from '@delivery/contract/br-documents';
import { BellIcon, LogOutIcon, MailIcon } from '../../../components/action-icons.tsx';
import { Button } from '../../../components/button.tsx';
import { WalletIcon } from '../../../components/catalog-icons.tsx';
import { ChevronRightIcon, MapPinIcon, ReceiptIcon, UserIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useOops } from '../../../hooks/use-oops.tsx';
import { showToast } from '../../../lib/toast.ts';
import { saveAcceptNotification, signOut } from '../api/account.ts';
import { describeFailure } from '../api-errors.ts';
import { openAuthModal, openSignIn } from '../auth-modal-store.ts';
import { saveCustomer, useSession, type Session } from '../session.ts';
import { preloadAuthModals } from './auth-modal-host.tsx';
import { DeleteAccountSheet } from './delete-account-sheet.tsx';

/** The profile page: 'Entrar' for a visitor; name, preferences and 'Sair' for a customer. */
export function AccountPanel() {
  const session = useSession();
  const { t } = useTranslation('spec');

  if (session === undefined) {
    return (
      <div role="status" className="flex justify-center py-16">
        <Spinner className="size-10" />
        <span className="sr-only">{t('loading')}</span>
      </div>
    );
  }
  return session ? <CustomerAccount session={session} /> : <VisitorAccount />;
}

function VisitorAccount() {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  useEffect(preloadAuthModals, []);

  return (
    <div className="mx-auto max-w-md">
      <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.profile')}</h1>
      <section className="flex flex-col items-center rounded-3xl border border-ink-100 bg-white px-6 py-10 text-center shadow-sm">
        <span
          aria-hidden="true"
          className="mb-5 grid size-20 place-items-center rounded-full bg-brand-50 text-brand-600"
        >
          <UserIcon className="size-10" strokeWidth={1.6} />
        </span>
        <h2 className="text-xl font-extrabold tracking-tight text-ink-900">{t('account.visitorTitle')}</h2>
        <p className="mt-2 max-w-xs text-base text-ink-600">{t('account.visitorText')}</p>
        <div className="mt-7 flex w-full flex-col gap-3">
          <Button onClick={openSignIn} className="h-12 w-full text-base">
            {tSpec('signIn')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => openAuthModal({ name: 'sign-up', prefill: { mode: 'plain' }, fromSignIn: false })}
            className="h-12 w-full text-base"
          >
            {t('account.createAccount')}
          </Button>
        </div>
      </section>
      <Link
        to="/contact"
        className="mt-4 flex items-center gap-4 rounded-3xl border border-ink-100 bg-white px-5 py-4 text-base font-semibold text-ink-900 shadow-sm hover:bg-ink-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <MailIcon className="size-6 text-brand-600" />
        <span className="flex-1">{t('pages.contact')}</span>
        <ChevronRightIcon className="size-5 text-ink-400" />
      </Link>
    </div>
  );
}

function CustomerAccount({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const { customer } = session;
  const contact = customer.email || (customer.cell_phone ? formatPhone(customer.cell_phone) : '');

  const leave = async () => {
    try {
      await signOut(session);
    } catch {
      showToast(tSpec('unknownErrorTryAgain'));
      return;
    }
    showToast(t('account.signedOut'));
  };

  const links = [
    { to: '/orders', label: t('orders.history.myOrders'), Icon: ReceiptIcon },
    { to: '/cashback', label: t('pages.cashback'), Icon: WalletIcon },
    { to: '/address', label: t('pages.addresses'), Icon: MapPinIcon },
    { to: '/profile-edit', label: t('pages.profileEdit'), Icon: UserIcon },
    { to: '/contact', label: t('pages.contact'), Icon: MailIcon },
  ];

  return (
    <div className="mx-auto max-w-md space-y-4">
      <h1 className="sr-only">{t('pages.profile')}</h1>
      <section className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-lg">
        <span
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-full bg-white/15 text-2xl font-extrabold"
        >
          {customer.name.trim().charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-100">{t('account.greeting')}</p>
          <p data-testid="customer-name" className="truncate text-xl font-extrabold tracking-tight">
            {customer.name}
          </p>
          {contact ? <p className="truncate text-sm text-brand-50">{contact}</p> : null}
        </div>
      </section>

      <nav
        aria-label={t('account.menu')}
        className="overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-sm"
      >
        <ul className="divide-y divide-ink-100">
          {links.map(({ to, label, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="flex items-center gap-4 px-5 py-4 text-base font-semibold text-ink-900 hover:bg-ink-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600"
              >
                <Icon className="size-6 text-brand-600" />
                <span className="flex-1">{label}</span>
                <ChevronRightIcon className="size-5 text-ink-400" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <NotificationPreference session={session} />

      <Button variant="secondary" onClick={() => void leave()} className="h-12 w-full text-base">
        <LogOutIcon className="size-5" />
        {t('account.signOut')}
      </Button>

      <DeleteAccount session={session} />
    </div>
  );
}

/**
 * LGPD: the customer erases the account, after a confirmation that says what goes, what stays and
 * what refuses it, and asks for the password or a code (decision 0066).
 */
function DeleteAccount({ session }: { session: Session }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);

  return (
    <section className="pt-2 text-center">
      <button
        type="button"
        onClick={() => setAsking(true)}
        className="rounded-xl px-3 py-2 text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('account.deleteAccount')}
      </button>
      <p className="text-sm text-ink-600">{t('account.deleteHint')}</p>
      {asking ? <DeleteAccountSheet session={session} onClose={() => setAsking(false)} /> : null}
    </section>
  );
}

function NotificationPreference({ session }: { session: Session }) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const labelId = useId();
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const oops = useOops();
  const on = session.customer.accept_notification === '1';

  const toggle = async () => {
    setBusy(true);
    try {
      await saveCustomer(await saveAcceptNotification(session, !on));
    } catch (error) {
      // A refusal is the server's to explain ('Oops'); a lost connection only needs a word.
      const failure = describeFailure(error);
      if (failure.kind === 'server') oops.show(error);
      else showToast(tSpec(failure.key));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="flex items-center gap-4 rounded-3xl border border-ink-100 bg-white p-5 shadow-sm">
      <BellIcon className="size-6 shrink-0 text-brand-600" />
      <div className="min-w-0 flex-1">
        <p id={labelId} className="text-base font-semibold text-ink-900">
          {t('account.notifications')}
        </p>
        <p id={hintId} className="text-sm text-ink-600">
          {t('account.notificationsHint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={() => void toggle()}
        className={`relative h-8 w-14 shrink-0 rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
          on ? 'bg-brand-600' : 'bg-ink-200'
        }`}
      >
        <span
          aria-hidden="true"
          className={`absolute top-1 left-1 size-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-6' : ''}`}
        />
      </button>
      {oops.dialog}
    </section>
  );
}
