import type { TCoupon } from '@delivery/contract/coupons';
import type { TStaffShop } from '@delivery/contract/staff';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PlusIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import { ShopPageHeader } from '../../../components/shop-page-header.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { serverMessage } from '@delivery/client/api-error';
import { fill, messages } from '../../../lib/messages.ts';
import { useEndCoupon, useSetCouponPaused } from '../api/coupon-edits.ts';
import { useShopCoupons } from '../api/shop-coupons.ts';
import { inListOrder } from '../coupon-text.ts';
import { CashbackCard } from './cashback-card.tsx';
import { CouponCard } from './coupon-card.tsx';
import { CouponDialog } from './coupon-dialog.tsx';
import { CouponUsesDialog } from './coupon-uses-dialog.tsx';

type CouponsPageProps = {
  /** The shops whose coupons this person runs (owner or operator). */
  shops: readonly TStaffShop[];
  /** The shop picked in the header, when it is one of those. */
  shopId: number | null;
  /** An operator also runs the coupons of every shop of the profile. */
  operator: boolean;
};

const text = messages.coupons;

/** The shop's coupons (make, edit, pause, end, see their uses) and its cashback. */
export function CouponsPage({ shops, shopId, operator }: CouponsPageProps) {
  useDocumentTitle(`${text.title} · ${messages.app.title}`);
  const [picked, setPicked] = useState(() => shops.find((shop) => shop.shop_id === shopId) ?? shops[0]);
  if (!picked) return null;
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 p-3 sm:p-6">
      <ShopPageHeader
        title={text.title}
        lead={fill(text.lead, { shop: picked.name })}
        shops={shops}
        picked={picked}
        onPick={setPicked}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <CouponList key={picked.shop_id} shopId={picked.shop_id} operator={operator} />
        <CashbackCard key={`cashback-${picked.shop_id}`} shopId={picked.shop_id} />
      </div>
    </main>
  );
}

/** What the list has open: a coupon's form (none: a new one), its uses, or a question before pausing or ending. */
type Open =
  { kind: 'form'; couponId?: number } | { kind: 'uses'; coupon: TCoupon } | { kind: 'pause' | 'end'; coupon: TCoupon };

function CouponList({ shopId, operator }: { shopId: number; operator: boolean }) {
  const coupons = useShopCoupons(shopId);
  const pause = useSetCouponPaused(shopId);
  const end = useEndCoupon(shopId);
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  if (coupons.isPending) return <Loading className="p-6" />;
  if (coupons.isError) {
    return (
      <div className="flex flex-wrap items-center gap-4 self-start">
        <FieldError>{serverMessage(coupons.error) ?? text.loadFailed}</FieldError>
        <Button variant="secondary" onClick={() => void coupons.refetch()}>
          {text.retry}
        </Button>
      </div>
    );
  }

  const list = inListOrder(coupons.data);
  // The form shows the coupon as the list has it now, so "Ver como ficou" after a conflict shows the saved one.
  const editing = open?.kind === 'form' ? coupons.data.find((coupon) => coupon.coupon_id === open.couponId) : undefined;
  const busyId = (mutation: typeof pause | typeof end) =>
    mutation.isPending ? mutation.variables?.coupon_id : undefined;

  return (
    <section aria-labelledby="coupons-title" className="min-w-0 self-start">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="coupons-title" className="text-xl font-black text-ink-900">
          {text.listTitle}
        </h2>
        <Button onClick={() => setOpen({ kind: 'form' })} className="max-sm:w-full">
          <PlusIcon />
          {text.newCoupon}
        </Button>
      </div>
      {list.length === 0 ? (
        <div className="mt-3 rounded-2xl bg-white px-6 py-10 text-center shadow-sm">
          <p className="text-xl font-black text-ink-900">{text.empty}</p>
          <p className="mt-1 text-base text-ink-700">{text.emptyHint}</p>
        </div>
      ) : (
        <ul className="mt-3 space-y-3">
          {list.map((coupon) => (
            <CouponCard
              key={coupon.coupon_id}
              coupon={coupon}
              busy={busyId(pause) === coupon.coupon_id || busyId(end) === coupon.coupon_id}
              onEdit={() => setOpen({ kind: 'form', couponId: coupon.coupon_id })}
              onUses={() => setOpen({ kind: 'uses', coupon })}
              onPause={() => setOpen({ kind: 'pause', coupon })}
              onResume={() => pause.mutate({ coupon_id: coupon.coupon_id, paused: '0' })}
              onEnd={() => setOpen({ kind: 'end', coupon })}
            />
          ))}
        </ul>
      )}
      {open?.kind === 'form' ? (
        <CouponDialog shopId={shopId} coupon={editing} operator={operator} onClose={close} />
      ) : null}
      {open?.kind === 'uses' ? <CouponUsesDialog shopId={shopId} coupon={open.coupon} onClose={close} /> : null}
      {open?.kind === 'pause' ? (
        <ConfirmDialog
          title={fill(text.pauseTitle, { code: open.coupon.code })}
          description={text.pauseLead}
          confirmLabel={text.pause}
          onConfirm={() => pause.mutate({ coupon_id: open.coupon.coupon_id, paused: '1' })}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'end' ? (
        <ConfirmDialog
          title={fill(text.endTitle, { code: open.coupon.code })}
          description={text.endLead}
          confirmLabel={text.end}
          onConfirm={() => end.mutate({ coupon_id: open.coupon.coupon_id })}
          onClose={close}
        />
      ) : null}
    </section>
  );
}
