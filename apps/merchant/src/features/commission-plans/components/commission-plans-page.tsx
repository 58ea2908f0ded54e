import { serverMessage } from '@delivery/client/api-error';
import type { TCommissionPlansResponse } from '@delivery/contract/finance';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Loading } from '../../../components/loading.tsx';
import { FieldError } from '../../../components/text-field.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { useCommissionPlans, useFollowDefaultPlan } from '../api/commission-plans.ts';
import { commissionMessages } from '../commission-messages.ts';
import { DefaultPlanCard } from './default-plan-card.tsx';
import { PlanDialog } from './plan-dialog.tsx';
import { ShopPlanRow } from './shop-plan-row.tsx';

const text = commissionMessages;

/** The marketplace's commission plans, its operators': the default one and each shop's. */
export function CommissionPlansPage() {
  useDocumentTitle(`${text.title} · ${messages.app.title}`);
  const plans = useCommissionPlans();
  return (
    <main className="mx-auto w-full max-w-6xl flex-1 p-4 sm:p-6">
      <h1 className="text-3xl font-black tracking-tight text-ink-900">{text.title}</h1>
      <p className="mt-1 max-w-2xl text-base text-ink-700">{text.lead}</p>
      {plans.isPending ? (
        <Loading className="p-6" />
      ) : plans.isError ? (
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <FieldError>{serverMessage(plans.error) ?? text.loadFailed}</FieldError>
          {/* A refusal (not an operator, a single shop) stays one: only a failed read is worth another try. */}
          {serverMessage(plans.error) === null ? (
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              {text.retry}
            </Button>
          ) : null}
        </div>
      ) : (
        <Plans answer={plans.data} />
      )}
    </main>
  );
}

/** What is open over the list: a plan's form (no shop: the default's), or the question before going back to the default. */
type Open = { kind: 'form'; shopId?: number } | { kind: 'follow-default'; shopId: number };

function Plans({ answer }: { answer: TCommissionPlansResponse }) {
  const followDefault = useFollowDefaultPlan();
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);
  const openShop = open?.shopId === undefined ? undefined : answer.shops.find((shop) => shop.shop_id === open.shopId);
  // A shop gone from the list closes what was open for it, rather than turning into the default's form.
  const shopGone = open?.shopId !== undefined && !openShop;

  return (
    <>
      <div className="mt-6">
        <DefaultPlanCard plan={answer.default_plan} onEdit={() => setOpen({ kind: 'form' })} />
      </div>
      <section aria-labelledby="shop-plans-title" className="mt-8">
        <h2 id="shop-plans-title" className="text-2xl font-black tracking-tight text-ink-900">
          {text.shops.title}
        </h2>
        {answer.shops.length === 0 ? (
          <p className="mt-3 rounded-2xl bg-white p-6 text-base text-ink-700 shadow-sm">{text.shops.empty}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {answer.shops.map((shop) => (
              <ShopPlanRow
                key={shop.shop_id}
                shop={shop}
                busy={followDefault.isPending && followDefault.variables.shop_id === shop.shop_id}
                onEdit={() => setOpen({ kind: 'form', shopId: shop.shop_id })}
                onFollowDefault={() => setOpen({ kind: 'follow-default', shopId: shop.shop_id })}
              />
            ))}
          </ul>
        )}
      </section>
      {open?.kind === 'form' && !shopGone ? (
        <PlanDialog
          shop={openShop}
          // A shop's first own plan starts from the default, the likeliest to be only adjusted.
          plan={openShop ? (openShop.plan ?? answer.default_plan) : answer.default_plan}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'follow-default' && openShop ? (
        <ConfirmDialog
          title={fill(text.shops.backTitle, { shop: openShop.name })}
          description={text.shops.backLead}
          confirmLabel={text.shops.backToDefault}
          onConfirm={() => followDefault.mutate({ shop_id: openShop.shop_id })}
          onClose={close}
        />
      ) : null}
    </>
  );
}
