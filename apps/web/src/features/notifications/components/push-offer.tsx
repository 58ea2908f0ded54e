import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCustomer } from '@delivery/contract/customer';
import { Button } from '../../../components/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { fetchPublicKey, saveAcceptNotification, savePushId } from '../api/push-calls.ts';
import { offerAnswered, offerViewOf, rememberOfferAnswer, rememberSynced, type OfferView } from '../offer.ts';
import { notificationPermission, pushSupport, subscribeDevice } from '../push-device.ts';

type PushOfferProps = {
  token: string;
  customer: TCustomer;
  /** The order page right after checkout (?placed=1): the one moment the offer is made. */
  placed: boolean;
  onCustomer: (customer: TCustomer) => Promise<void> | void;
};

/** Where the customer stands once they answered: the offer's card then says what happened. */
type Outcome = 'working' | 'blocked' | 'failed' | 'closed' | null;

/**
 * The offer to be told of the order's status, made after checkout (decision 0041). Only "Quero
 * receber" asks the browser for permission, then subscribes this device with the server's key and
 * records the choice; "Agora não" records the refusal, which this device does not ask again.
 */
export function PushOffer({ token, customer, placed, onCustomer }: PushOfferProps) {
  const { t } = useTranslation();
  const [view] = useState<OfferView>(() =>
    offerViewOf({
      placed,
      answered: offerAnswered(customer.customer_id),
      acceptNotification: customer.accept_notification,
      support: pushSupport(),
      permission: notificationPermission(),
    }),
  );
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (view === 'hidden' || outcome === 'closed') return null;

  const close = (answer: 'accepted' | 'declined' | 'informed') => {
    rememberOfferAnswer(customer.customer_id, answer);
    setOutcome('closed');
  };

  const accept = async () => {
    setOutcome('working');
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') return setOutcome('blocked');
      // Dismissed without an answer: nothing recorded, the next order offers again.
      if (permission !== 'granted') return setOutcome('closed');
      const pushId = await subscribeDevice(await fetchPublicKey());
      await savePushId(token, pushId);
      const saved = await saveAcceptNotification(token, true);
      await rememberSynced(customer.customer_id, token);
      if (saved) await onCustomer(saved);
      showToast(t('notifications.enabled'));
      close('accepted');
    } catch {
      setOutcome('failed');
    }
  };

  const decline = async () => {
    close('declined');
    const saved = await saveAcceptNotification(token, false).catch(() => null);
    if (saved) await onCustomer(saved);
  };

  const shown = outcome === 'blocked' ? 'blocked' : view;
  const text =
    outcome === 'failed'
      ? { title: t('notifications.failedTitle'), body: t('notifications.failedText') }
      : shown === 'ios-home-screen'
        ? { title: t('notifications.iosTitle'), body: t('notifications.iosText') }
        : shown === 'blocked'
          ? { title: t('notifications.blockedTitle'), body: t('notifications.blockedText') }
          : { title: t('notifications.offerTitle'), body: t('notifications.offerText') };
  const asking = shown === 'ask' && outcome !== 'failed';

  return (
    <section
      role="region"
      aria-label={text.title}
      data-testid="push-offer"
      className="fixed inset-x-3 bottom-24 z-30 mx-auto max-w-md rounded-3xl border border-ink-100 bg-white p-5 shadow-2xl md:bottom-6"
    >
      <h2 className="text-lg font-extrabold tracking-tight text-ink-900">{text.title}</h2>
      <p className="mt-1 text-sm text-ink-700">{text.body}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
        {asking ? (
          <>
            <Button className="flex-1" disabled={outcome === 'working'} onClick={() => void accept()}>
              {t('notifications.accept')}
            </Button>
            <Button
              variant="secondary"
              className="flex-1"
              disabled={outcome === 'working'}
              onClick={() => void decline()}
            >
              {t('notifications.notNow')}
            </Button>
          </>
        ) : (
          <Button
            className="flex-1"
            // A failure is not an answer: the next order offers again.
            onClick={() => (outcome === 'failed' ? setOutcome('closed') : close('informed'))}
          >
            {t('notifications.understood')}
          </Button>
        )}
      </div>
    </section>
  );
}
