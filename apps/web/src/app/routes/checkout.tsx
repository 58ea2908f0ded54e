import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { LoadingOverlay } from '../../components/loading-overlay.tsx';
import { StatusPanel } from '../../components/status-panel.tsx';
import { useStoredAddress } from '../../features/addresses/api/stored-address.ts';
import { openSignIn } from '../../features/auth/auth-modal-store.ts';
import { checkoutRefusal } from '../../features/auth/guard.ts';
import { useSession, type Session } from '../../features/auth/session.ts';
import { isLoginByInput } from '../../features/auth/sign-in-options.ts';
import { readFreshCart, saveCart, useCart } from '../../features/cart/cart-store.ts';
import { useShop } from '../../features/catalog/api/get-shop.ts';
import { prefetchCheckoutReads } from '../../features/checkout/api/prefetch-checkout-reads.ts';
import { CheckoutEmpty } from '../../features/checkout/components/checkout-empty.tsx';
import { clearCheckoutDraft } from '../../features/checkout/checkout-draft.ts';
import { CheckoutPage } from '../../features/checkout/components/checkout-page.tsx';
import { useProfile } from '../../features/profile/profile-context.tsx';
import { showToast } from '../../lib/toast.ts';
import { useBagMinOrder } from '../flows/bag-min-order.ts';
import { checkoutCartOf } from '../flows/checkout-cart.ts';
import { RouteLoading } from '../layout/route-states.tsx';

const CartSheet = lazy(() =>
  import('../../features/cart/components/cart-sheet.tsx').then((module) => ({ default: module.CartSheet })),
);

/**
 * /checkout: a visitor is sent to the root with the login modal open (docs/product.md section 2's
 * checkout refusal).
 */
export function CheckoutRoute() {
  const session = useSession();
  const profile = useProfile();
  const navigate = useNavigate();
  const { t } = useTranslation('spec');
  const refused = useRef(false);

  useEffect(() => {
    if (session !== null || refused.current) return;
    const refusal = checkoutRefusal(false, isLoginByInput(profile));
    if (!refusal) return;
    refused.current = true;
    if (refusal.showToast) showToast(t('loginOrRegisterToContinue'));
    openSignIn();
    void navigate(refusal.redirectTo, { replace: true });
  }, [session, profile, navigate, t]);

  return session ? <CheckoutScreen session={session} /> : <RouteLoading />;
}

/** Composes the bag (cart), the shop (catalog) and the stored Address (addresses) into checkout. */
function CheckoutScreen({ session }: { session: Session }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const navigate = useNavigate();
  const cart = useCart();
  const storedAddress = useStoredAddress();
  const stored = cart.data?.stored ?? null;
  const shop = useShop(stored ? { shopId: stored.order.shop_id } : null);
  const checkoutCart = useMemo(() => (stored ? checkoutCartOf(stored) : null), [stored]);
  const [editing, setEditing] = useState(false);
  const [placed, setPlaced] = useState(false);
  const queryClient = useQueryClient();
  const shopId = stored?.order.shop_id;
  const addressMode = profile.address.mode;
  useEffect(() => {
    if (shopId !== undefined) prefetchCheckoutReads(queryClient, { shopId, token: session.token, addressMode });
  }, [queryClient, shopId, session.token, addressMode]);

  // The bag was read at start-up and is dropped at its hour by a timer, which a sleeping phone or
  // a background tab may hold back: checkout reads cart_expired again on entering and before
  // sending, so an expired bag is never ordered. The header's bag tells the customer it expired.
  useEffect(() => {
    void readFreshCart().catch(() => undefined);
  }, []);
  // A bag that is gone (ordered, emptied, expired) takes its checkout choices with it.
  const bagGone = cart.isSuccess && !stored;
  useEffect(() => {
    if (bagGone) clearCheckoutDraft();
  }, [bagGone]);
  const checkBag = useCallback(async () => {
    // Storage that cannot be read says nothing about the bag: the order goes on as shown.
    const fresh = await readFreshCart().catch(() => null);
    return fresh === null || fresh.stored !== null;
  }, []);

  // The bag is emptied before leaving, so a back button never finds the order still in it; the
  // overlay stays meanwhile instead of the empty bag's panel.
  const onPlaced = async (orderId: number) => {
    setPlaced(true);
    clearCheckoutDraft();
    await saveCart(null).catch(() => undefined);
    await navigate(`/orders/${orderId}?placed=1`, { replace: true });
  };

  if (placed) return <LoadingOverlay />;
  if (cart.isPending || storedAddress.isPending) return <RouteLoading />;
  if (!checkoutCart) return <CheckoutEmpty singleShop={profile.site.type_flow === 'SINGLE'} />;
  if (shop.isPending) return <RouteLoading />;
  if (shop.isError) {
    return (
      <div className="mx-auto max-w-md">
        <StatusPanel
          tone="error"
          headingLevel={1}
          icon={<AlertIcon className="size-7" />}
          title={t('checkout.loadError.title')}
          text={t('checkout.loadError.text')}
          action={<Button onClick={() => void shop.refetch()}>{t('checkout.loadError.retry')}</Button>}
        />
      </div>
    );
  }

  return (
    <>
      <CheckoutPage
        // Another customer or shop is another checkout: nothing chosen for one carries to the other.
        key={`${session.customer.customer_id}:${checkoutCart.shop_id}`}
        token={session.token}
        customerId={session.customer.customer_id}
        acceptedAtSignUp={session.customer.accept_terms === '1'}
        profile={profile}
        cart={checkoutCart}
        shop={shop.data}
        preferredAddressId={storedAddress.data?.address_id ?? null}
        onEditCart={() => setEditing(true)}
        checkBag={checkBag}
        onPlaced={(orderId) => void onPlaced(orderId)}
      />
      {editing ? (
        <Suspense fallback={null}>
          <CartSheet
            onClose={() => setEditing(false)}
            singleShop={profile.site.type_flow === 'SINGLE'}
            useMinOrder={useBagMinOrder}
          />
        </Suspense>
      ) : null}
    </>
  );
}
