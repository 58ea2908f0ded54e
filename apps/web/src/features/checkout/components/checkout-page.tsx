import type { TShopDetail } from '@delivery/contract/catalog';
import { ErrorType } from '@delivery/contract/errors';
import { apiMessages } from '@delivery/contract/messages';
import type { PaymentMethod } from '@delivery/contract/catalog-constants';
import type { TOrderTotals } from '@delivery/contract/checkout';
import { masks } from '@delivery/contract/constants';
import { toCents, toReais } from '@delivery/contract/pricing';
import type { TGetProfileResponse } from '@delivery/contract/profile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatReais } from '@delivery/contract/money';
import { whatsAppConsentText } from '@delivery/contract/whatsapp';
import { showToast } from '../../../lib/toast.ts';
import { useCashback } from '../api/get-cashback.ts';
import { usePaymentGroups } from '../api/get-payment-groups.ts';
import { useSchedules } from '../../../lib/shop-schedules.ts';
import { useCheckoutAddresses } from '../api/list-addresses.ts';
import { previewQueryOptions, useOrderPreview } from '../api/validate-order.ts';
import { readCheckoutDraft, writeCheckoutDraft } from '../checkout-draft.ts';
import { effectiveDelivery, effectiveMethod, effectiveWhen } from '../defaults.ts';
import { useDebounced } from '../hooks/use-debounced.ts';
import { usePlaceOrder } from '../hooks/use-place-order.ts';
import { lastPaymentQueryOptions, paymentToStart } from '../last-payment.ts';
import { linesCents } from '../../../lib/order-line.ts';
import {
  buildDraft,
  cardTypesOf,
  cpfProblem,
  placeBlocker,
  type CheckoutCart,
  type Delivery,
  type DraftBody,
  type Payment,
  type PlaceBlocker,
} from '../order-draft.ts';
import { CashbackSection } from './cashback-section.tsx';
import { CheckoutSection } from './choice-card.tsx';
import { CouponSection, type AppliedCoupon } from './coupon-section.tsx';
import { DeliverySection, focusDeliveryChoice } from './delivery-section.tsx';
import { OrderSummary } from './order-summary.tsx';
import type { CardFormHandle, CardFormState } from './card-pay-form.tsx';
import { PaymentSection } from './payment-section.tsx';
import { WhenSection } from './when-section.tsx';

// The dialogs answer a refused order only: their code (Radix's dialog) stays off checkout's first
// load, and is fetched beside the order when 'Fazer pedido' is pressed.
const loadMessageDialog = () => import('../../../components/message-dialog.tsx');
const MessageDialog = lazy(() => loadMessageDialog().then((module) => ({ default: module.MessageDialog })));
// A card paid in the app: its form (and the gateway's script it adds) loads when that way is chosen.
const CardOnlineForm = lazy(() =>
  import('./card-online-form.tsx').then((module) => ({ default: module.CardOnlineForm })),
);

type CheckoutPageProps = {
  token: string;
  customerId: number;
  /** The customer accepted the privacy policy at sign-up: the box starts ticked. */
  acceptedAtSignUp: boolean;
  profile: TGetProfileResponse;
  cart: CheckoutCart;
  shop: TShopDetail;
  /** The stored Address's id, preselected when it is one of the customer's. */
  preferredAddressId: number | null;
  onEditCart: () => void;
  /** Reads the stored bag again before anything is sent: false when it has expired or gone. */
  checkBag: () => Promise<boolean>;
  onPlaced: (orderId: number) => void;
};

/** Re-validating waits for a pause in the customer's choices, so a burst of taps makes one request. */
const previewDelayMs = 350;

const cpfMask = masks.cpf.replace(/9/g, '0');

const blockerKey = {
  delivery: 'checkout.place.blockers.delivery',
  schedule: 'checkout.place.blockers.schedule',
  payment: 'checkout.place.blockers.payment',
  'card-flag': 'checkout.place.blockers.cardFlag',
  'card-type': 'checkout.place.blockers.cardType',
  'card-online-loading': 'checkout.place.blockers.cardOnlineLoading',
  'card-online-unavailable': 'checkout.place.blockers.cardOnlineUnavailable',
  'card-online-fields': 'checkout.place.blockers.cardOnlineFields',
  'card-online-brand': 'checkout.place.blockers.cardOnlineBrand',
  'card-online-holder': 'checkout.place.blockers.cardOnlineHolder',
  'change-invalid': 'checkout.place.blockers.changeInvalid',
  'change-too-small': 'checkout.place.blockers.changeTooSmall',
  cpf: 'checkout.place.blockers.cpf',
} as const satisfies Record<Exclude<PlaceBlocker, 'policy'>, string>;

/**
 * /checkout for a signed-in customer with a bag: where, when, how to pay, coupon, cashback, 'CPF
 * na nota' and the policy, with the server's totals beside them (a summary card on wide screens,
 * a bar with the total and 'Fazer pedido' at the bottom of a phone).
 */
export function CheckoutPage({
  token,
  customerId,
  acceptedAtSignUp,
  profile,
  cart,
  shop,
  preferredAddressId,
  onEditCart,
  checkBag,
  onPlaced,
}: CheckoutPageProps) {
  const { t } = useTranslation();
  const { t: tSpec } = useTranslation('spec');
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const addresses = useCheckoutAddresses(token, profile.address.mode);
  const schedules = useSchedules(shop.shop_id);
  const groups = usePaymentGroups(shop.shop_id);
  const cashback = useCashback(token);

  // Choices made earlier in this tab for this bag come back (back and forward, a reload).
  const draftOwner = useMemo(() => ({ customerId, shopId: cart.shop_id }), [customerId, cart.shop_id]);
  const [saved] = useState(() => readCheckoutDraft(draftOwner));
  const [deliveryPick, setDeliveryPick] = useState<Delivery | null>(saved?.delivery ?? null);
  const [whenPick, setWhenPick] = useState<'now' | 'schedule' | null>(saved?.when ?? null);
  const [slotPick, setSlotPick] = useState<string | null>(saved?.slot ?? null);
  const [paymentPick, setPaymentPick] = useState<Payment>(
    saved?.payment ?? { method: null, changeFor: '', cardFlagId: null, cardType: null },
  );
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(saved?.coupon ?? null);
  const [useBalance, setUseBalance] = useState(saved?.useBalance ?? false);
  const [cpf, setCpf] = useState(saved?.cpf ?? '');
  const [cpfTouched, setCpfTouched] = useState(false);
  // The acceptance at sign-up is remembered; the order still sends its own (accept_policy).
  const [accepted, setAccepted] = useState(saved?.acceptedPolicy ?? acceptedAtSignUp);
  const [whatsApp, setWhatsApp] = useState(saved?.whatsAppUpdates ?? false);
  // Written as the change is drawn, not after the paint: a tap on back at once unmounted the page
  // before a passive effect ran, and the last choice was lost.
  useLayoutEffect(() => {
    writeCheckoutDraft(draftOwner, {
      delivery: deliveryPick,
      when: whenPick,
      slot: slotPick,
      payment: paymentPick,
      coupon,
      useBalance,
      cpf,
      acceptedPolicy: accepted,
      whatsAppUpdates: whatsApp,
    });
  }, [draftOwner, deliveryPick, whenPick, slotPick, paymentPick, coupon, useBalance, cpf, accepted, whatsApp]);
  const [pricesNotice, setPricesNotice] = useState<string | null>(null);

  const addressIds = useMemo(() => (addresses.data ?? []).map((a) => a.address_id), [addresses.data]);
  const delivery = effectiveDelivery(deliveryPick, addressIds, preferredAddressId, shop.pickup);
  const when = effectiveWhen(whenPick, slotPick, schedules.data?.now_available ?? false, schedules.data?.slots ?? []);
  const scheduleId = when.mode === 'schedule' ? when.scheduleId : null;
  const scheduleReady = schedules.isSuccess && (when.mode === 'now' || scheduleId !== null);
  const offered = useMemo<PaymentMethod[]>(() => (groups.data ?? []).map((g) => g.group), [groups.data]);
  const lastPayment = useQuery(lastPaymentQueryOptions).data ?? null;
  const chosen = paymentToStart(paymentPick, lastPayment, groups.data ?? []);
  const cardTypes = cardTypesOf(groups.data ?? [], chosen.cardFlagId);
  const payment: Payment = {
    ...chosen,
    method: effectiveMethod(chosen.method, offered),
    // Credit or debit belongs to the flag it was chosen for: a meal voucher (or a draft kept before
    // it was asked, with none) has it null.
    cardType: chosen.cardType !== null && cardTypes.includes(chosen.cardType) ? chosen.cardType : null,
  };
  const hasBalance = (cashback.data?.balance ?? 0) > 0;
  const spendBalance = useBalance && hasBalance;

  const draft =
    delivery && scheduleReady && addresses.isSuccess
      ? buildDraft({
          profileId: profile.profile_id,
          token,
          cart,
          choices: { delivery, scheduleId, couponCode: coupon?.code ?? null, useCashback: spendBalance },
          totals: null,
        })
      : null;
  // Debounced as text: equal choices give equal text, so only a real change starts a new request.
  const draftText = draft ? JSON.stringify(draft) : null;
  const settledText = useDebounced(draftText, previewDelayMs);
  const settledDraft = settledText ? (JSON.parse(settledText) as DraftBody) : null;
  const preview = useOrderPreview(settledDraft);
  const answer = preview.data;
  const totals: TOrderTotals | null = draft === null ? null : (answer?.totals ?? null);
  const updating = draft !== null && (settledText !== draftText || preview.isFetching);
  const serverNotice =
    answer &&
    !preview.isPlaceholderData &&
    answer.error_type !== ErrorType.OK &&
    answer.error_type !== ErrorType.NEEDS_CONFIRMATION &&
    answer.error_type !== ErrorType.PRICES_CHANGED
      ? answer.message
      : null;
  const totalCents = totals ? toCents(totals.order_total) : linesCents(cart.lines);
  // Offered by the server where the tenant has a WhatsApp number: the customer's own, masked.
  const whatsAppOffer = draft === null ? null : (answer?.whatsapp_updates ?? null);

  const onPricesChanged = useCallback(
    (fresh: TOrderTotals, message: string) => {
      queryClient.setQueryData(previewQueryOptions(settledDraft).queryKey, {
        error_type: ErrorType.PRICES_CHANGED,
        message,
        totals: fresh,
      });
      setPricesNotice(message);
      showToast(message);
    },
    [queryClient, settledDraft],
  );
  // The card form is drawn while a card in the app is chosen; its digits never come here, only
  // what it lacks and, on 'Fazer pedido', its token (card-pay-form.tsx).
  const cardHandle = useRef<CardFormHandle | null>(null);
  const [cardState, setCardState] = useState<CardFormState | null>(null);
  const [cardRefusal, setCardRefusal] = useState<string | null>(null);
  // Refused: no order was made. Everything chosen stays; the card's fields are emptied for another card.
  const onCardRefused = (message: string) => {
    setCardRefusal(message);
    cardHandle.current?.clear();
  };
  const placing = usePlaceOrder({ checkBag, onPlaced, onPricesChanged, onCardRefused });
  const cardOnline = payment.method === 'card_online';

  const blocker = placeBlocker({
    delivery,
    scheduleReady,
    payment,
    cardTypes,
    totalCents,
    cpf,
    acceptedPolicy: accepted,
    // No word from the form yet: still loading. Its null means a card ready to pay.
    cardProblem: cardOnline ? (cardState === null ? 'loading' : cardState.problem) : null,
  });
  // With no address yet, the customer is told to add one (or, where offered, to choose pickup).
  const noAddressKey = shop.pickup
    ? 'checkout.place.blockers.deliveryNoAddress'
    : 'checkout.place.blockers.deliveryNoAddressNoPickup';
  const reason =
    blocker === null
      ? null
      : blocker === 'policy'
        ? tSpec('acceptPrivacyPolicy')
        : t(blocker === 'delivery' && addressIds.length === 0 ? noAddressKey : blockerKey[blocker]);
  const canPlace = blocker === null && !updating && !placing.busy && draft !== null;

  const place = () => {
    if (!canPlace || !delivery || !payment.method) return;
    void loadMessageDialog();
    setPricesNotice(null);
    setCardRefusal(null);
    void placing.place({
      draft: buildDraft({
        profileId: profile.profile_id,
        token,
        cart,
        choices: { delivery, scheduleId, couponCode: coupon?.code ?? null, useCashback: spendBalance },
        totals,
      }),
      extras: {
        payment: { ...payment, method: payment.method },
        cpf,
        lines: cart.lines,
        whatsAppUpdates: whatsApp && whatsAppOffer !== null,
      },
      card:
        cardOnline && cardState
          ? { revision: cardState.revision, tokenize: () => cardHandle.current?.tokenize() ?? Promise.resolve(null) }
          : null,
    });
  };

  if (addresses.isPending || schedules.isPending || groups.isPending) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-24">
        <Spinner className="size-10" />
        <p className="text-base font-medium text-ink-700">{tSpec('loading')}</p>
      </div>
    );
  }
  if (addresses.isError || schedules.isError || groups.isError) {
    return (
      <div className="mx-auto max-w-md">
        <h1 className="mb-5 text-2xl font-extrabold tracking-tight text-ink-900">{t('pages.checkout')}</h1>
        <StatusPanel
          tone="error"
          icon={<AlertIcon className="size-7" />}
          title={t('checkout.loadError.title')}
          text={t('checkout.loadError.text')}
          action={
            <Button
              onClick={() => {
                void addresses.refetch();
                void schedules.refetch();
                void groups.refetch();
              }}
            >
              {t('checkout.loadError.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const policyUrl = profile.site.politica_provacidade;
  const cardOnlineFlags = groups.data.find((group) => group.group === 'card_online')?.flags ?? [];
  // The guard's refusal of an address outside the shop's area: another address may do, so the
  // dialog offers choosing one beside going back to the shop.
  const outOfArea = placing.dialog?.message === apiMessages.notDeliveringThere && delivery?.kind === 'delivery';
  const placeButton = (className: string) => (
    <Button
      onClick={place}
      disabled={!canPlace}
      aria-busy={placing.busy}
      className={`h-12 text-base disabled:cursor-not-allowed ${className}`}
    >
      {placing.busy ? <Spinner className="size-5" tone="light" /> : null}
      {t('checkout.place.button')}
    </Button>
  );

  return (
    <div className="pb-32 md:pb-0">
      <h1 className="text-2xl font-extrabold tracking-tight text-ink-900 md:text-3xl">{t('pages.checkout')}</h1>
      <p className="mt-1 text-sm text-ink-600">{t('checkout.from', { shop: cart.shop_name })}</p>

      <div className="mt-5 grid gap-5 md:grid-cols-[minmax(0,1fr)_22rem] md:items-start md:gap-8">
        <div className="space-y-5">
          <DeliverySection
            addresses={addresses.data}
            pickup={shop.pickup}
            shopName={shop.name}
            shopAddress={shop.address}
            value={delivery}
            onChange={setDeliveryPick}
          />
          <WhenSection
            nowAvailable={schedules.data.now_available}
            slots={schedules.data.slots}
            estimate={{ min: shop.estimate_min, max: shop.estimate_max }}
            pickup={delivery?.kind === 'pickup'}
            value={when}
            onMode={setWhenPick}
            onSlot={(id) => {
              setWhenPick('schedule');
              setSlotPick(id);
            }}
          />
          <PaymentSection
            groups={groups.data}
            pickup={delivery?.kind === 'pickup'}
            value={payment}
            cardTypes={cardTypes}
            onChange={setPaymentPick}
            totalCents={totalCents}
            cardOnline={
              cardOnline ? (
                <Suspense fallback={<Spinner className="size-6" />}>
                  <CardOnlineForm
                    token={token}
                    shopId={shop.shop_id}
                    flags={cardOnlineFlags}
                    refusal={cardRefusal}
                    handle={cardHandle}
                    onState={setCardState}
                  />
                </Suspense>
              ) : null
            }
          />
          <CouponSection
            token={token}
            shopId={shop.shop_id}
            totalProducts={toReais(linesCents(cart.lines))}
            value={coupon}
            onChange={setCoupon}
          />
          {hasBalance && cashback.data ? (
            <CashbackSection balance={cashback.data.balance} value={useBalance} onChange={setUseBalance} />
          ) : null}
          <CheckoutSection title={t('checkout.cpf.title')}>
            <TextField
              label={t('checkout.cpf.label')}
              value={cpf}
              onValueChange={setCpf}
              onBlur={() => setCpfTouched(true)}
              mask={cpfMask}
              inputMode="numeric"
              autoComplete="off"
              placeholder={t('checkout.cpf.placeholder')}
              hint={t('checkout.cpf.hint')}
              error={cpfTouched && cpfProblem(cpf) ? t('checkout.cpf.invalid') : null}
            />
          </CheckoutSection>
        </div>

        <aside className="md:sticky md:top-24">
          <OrderSummary
            cart={cart}
            totals={totals}
            pickup={delivery?.kind === 'pickup'}
            updating={updating}
            notice={pricesNotice ?? serverNotice}
            minOrder={shop.min_order}
            onEditCart={onEditCart}
          >
            <ConsentBox className="mt-5" checked={accepted} onChange={setAccepted}>
              <span>
                {policyUrl ? (
                  <>
                    {t('checkout.policy.accept')}{' '}
                    <a
                      href={policyUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-brand-700 underline underline-offset-2"
                    >
                      {t('checkout.policy.link')}
                    </a>
                  </>
                ) : (
                  t('checkout.policy.plain')
                )}
              </span>
            </ConsentBox>
            {whatsAppOffer ? (
              <ConsentBox className="mt-3" checked={whatsApp} onChange={setWhatsApp}>
                <span>
                  {whatsAppConsentText}
                  <span className="block text-xs text-ink-600">
                    {t('checkout.whatsApp.hint', { phone: whatsAppOffer.phone })}
                  </span>
                </span>
              </ConsentBox>
            ) : null}
            <div className="mt-5 hidden md:block">
              {placeButton('w-full')}
              {reason ? (
                <p data-testid="place-reason" className="mt-2 text-center text-sm text-ink-600">
                  {reason}
                </p>
              ) : null}
            </div>
          </OrderSummary>
        </aside>
      </div>

      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t border-ink-100 bg-white px-4 py-3 shadow-[0_-6px_16px_-8px_rgb(0_0_0/0.15)] md:hidden">
        <div className="mx-auto flex max-w-lg items-center gap-4">
          <div className="min-w-0">
            <p className="text-xs font-medium text-ink-600">{t('checkout.summary.total')}</p>
            <p data-testid="bar-total" className="text-lg font-extrabold text-ink-900 tabular-nums">
              {updating ? (
                <Spinner className="size-5" />
              ) : totals ? (
                formatReais(totals.order_total)
              ) : (
                t('checkout.summary.unknown')
              )}
            </p>
          </div>
          {placeButton('flex-1')}
        </div>
        {reason ? (
          <p data-testid="place-reason" className="mx-auto mt-1.5 max-w-lg text-xs text-ink-600">
            {reason}
          </p>
        ) : null}
      </div>

      {placing.busy ? <LoadingOverlay /> : null}
      <Suspense fallback={null}>
        {placing.dialog?.kind === 'confirm' ? (
          <MessageDialog
            tone="warning"
            title={tSpec('notice')}
            message={placing.dialog.message}
            confirmLabel={tSpec('checkoutConfirm')}
            onConfirm={() => void placing.confirm()}
            cancelLabel={tSpec('checkoutCancel')}
            onCancel={placing.dismiss}
          />
        ) : null}
        {placing.dialog?.kind === 'back-to-shop' ? (
          <MessageDialog
            tone="error"
            title={tSpec('checkoutErrorTitle')}
            message={placing.dialog.message}
            confirmLabel={t('checkout.guard.backToShop')}
            onConfirm={() => {
              placing.dismiss();
              void navigate(`/restaurante/${cart.shop_id}`);
            }}
            {...(outOfArea
              ? {
                  cancelLabel: t('checkout.guard.otherAddress'),
                  onCancel: placing.dismiss,
                  // Focus goes to the addresses, not back to 'Fazer pedido', once the dialog is gone.
                  afterClose: focusDeliveryChoice,
                }
              : {})}
          />
        ) : null}
      </Suspense>
    </div>
  );
}

/** A box the customer ticks to agree, its words beside it: the policy, the updates on WhatsApp. */
function ConsentBox({
  checked,
  onChange,
  className,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={`${className} flex cursor-pointer items-start gap-3 text-sm text-ink-800`}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
      />
      {children}
    </label>
  );
}
