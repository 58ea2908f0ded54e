import type { TCommissionPlansResponse } from '@delivery/contract/finance';
import { Button } from '../../../components/button.tsx';
import { commissionMessages } from '../commission-messages.ts';
import { planDetails, planHeadline, planSince } from '../plan-text.ts';

type ShopPlanRowProps = {
  shop: TCommissionPlansResponse['shops'][number];
  /** Its return to the default plan is on its way. */
  busy: boolean;
  onEdit: () => void;
  onFollowDefault: () => void;
};

const text = commissionMessages.shops;

/** A shop: its own plan in a line or two with who set it when, or that it follows the default. */
export function ShopPlanRow({ shop, busy, onEdit, onFollowDefault }: ShopPlanRowProps) {
  const { plan } = shop;
  return (
    <li data-testid="shop-plan" className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-4 shadow-sm">
      <div className="min-w-0 flex-1 max-sm:basis-full">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="text-lg font-bold text-ink-900">{shop.name}</h3>
          <span
            className={`rounded-full px-3 py-0.5 text-sm font-bold ${
              plan ? 'bg-violet-100 text-violet-900' : 'bg-ink-100 text-ink-800'
            }`}
          >
            {plan ? text.ownPlan : text.followsDefault}
          </span>
        </div>
        {plan ? (
          <>
            <p className="mt-1 text-base font-semibold text-ink-900">
              <Phrases parts={planHeadline(plan)} />
            </p>
            <p className="text-sm text-ink-700">
              <Phrases parts={planDetails(plan)} />
            </p>
            <p className="mt-1 text-sm text-ink-600">{planSince(plan)}</p>
          </>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 max-sm:basis-full">
        <Button variant="secondary" onClick={onEdit} className="whitespace-nowrap max-sm:flex-auto">
          {plan ? text.edit : text.setOwn}
        </Button>
        {plan ? (
          <Button
            variant="secondary"
            busy={busy}
            onClick={onFollowDefault}
            className="whitespace-nowrap max-sm:flex-auto"
          >
            {text.backToDefault}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** Phrases joined by a dot, each kept on one line: a line breaks between them, never inside one. */
function Phrases({ parts }: { parts: string[] }) {
  return parts.map((part, index) => (
    <span key={part}>
      {index > 0 ? ' · ' : null}
      <span className="whitespace-nowrap">{part}</span>
    </span>
  ));
}
