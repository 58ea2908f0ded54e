import { boardOrderParams } from '@delivery/contract/push';
import { formatMoney, formatReais } from '@delivery/contract/money';
import type { TStaffCustomer } from '@delivery/contract/staff-orders';
import { staffOrderChannels } from '@delivery/contract/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { XIcon } from '../../../components/icons.tsx';
import { Loading } from '../../../components/loading.tsx';
import { Segmented } from '../../../components/segmented.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { fill, messages } from '../../../lib/messages.ts';
import { showToast } from '../../../lib/toast.ts';
import { boardKey } from '../api/board-orders.ts';
import { useShopDetail } from '../api/shop-detail.ts';
import { CustomerSection } from './customer-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { useOrderMenu, usePaymentGroups, usePlaceOrder, useQuote } from './new-order-api.ts';
import { choiceLines, notesOf, productsCentsOf, productsListOf, type DraftLine } from './order-draft.ts';
import { PaymentSection, staffGroups, type PaymentDraft } from './payment-section.tsx';
import { ProductPicker } from './product-picker.tsx';

type Channel = (typeof staffOrderChannels)[number];
type Problems = Partial<Record<'customer' | 'items' | 'address' | 'payment', string>>;

/**
 * "Novo pedido" (decision 0100): an order taken at the counter or by phone, in the order a call
 * goes — who, what, where, how they pay — priced by the server as the app's are, and placed
 * accepted; the board then shows it open.
 */
export function NewOrderPage({ shopId }: { shopId: number }) {
  const shop = useShopDetail(shopId);
  const menu = useOrderMenu(shopId);
  const groups = usePaymentGroups(shopId);
  useDocumentTitle(messages.newOrder.title);
  if (shop.isPending || menu.isPending || groups.isPending) return <Loading className="flex-1 justify-center p-10" />;
  if (!shop.data || !menu.data || !groups.data) {
    return (
      <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-4 p-10 text-lg font-semibold">
        <p>{messages.newOrder.loadFailed}</p>
        <Button
          onClick={() => {
            void shop.refetch();
            void menu.refetch();
            void groups.refetch();
          }}
        >
          {messages.newOrder.retry}
        </Button>
      </div>
    );
  }
  return <OrderForm shop={shop.data} categories={menu.data} groups={groups.data} />;
}

type OrderFormProps = {
  shop: NonNullable<ReturnType<typeof useShopDetail>['data']>;
  categories: NonNullable<ReturnType<typeof useOrderMenu>['data']>;
  groups: NonNullable<ReturnType<typeof usePaymentGroups>['data']>;
};

function OrderForm({ shop, categories, groups }: OrderFormProps) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [channel, setChannel] = useState<Channel>('counter');
  const [customer, setCustomer] = useState<TStaffCustomer | null>(null);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [picking, setPicking] = useState(false);
  const [delivering, setDelivering] = useState(!shop.pickup);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [payment, setPayment] = useState<PaymentDraft>({
    method: staffGroups(groups)[0]?.group ?? 'cash',
    changeFor: null,
    flagId: null,
    cardType: null,
  });
  const [problems, setProblems] = useState<Problems>({});
  // One key per attempt at one order: sent again unchanged (no answer came), it is placed once;
  // changed after a refusal, it is another order and takes a key of its own.
  const [keys] = useState(() => new Map<string, string>());
  const place = usePlaceOrder();

  const draft =
    customer && lines.length && (!delivering || addressId !== null)
      ? {
          shop_id: shop.shop_id,
          customer_id: customer.customer_id,
          products_list: productsListOf(lines),
          ...(addressId !== null && delivering ? { address_id: addressId } : {}),
        }
      : null;
  const quote = useQuote(draft);
  const totals = draft && quote.data?.error_type === 0 ? quote.data.totals : undefined;
  const quoteRefusal = draft && quote.data && quote.data.error_type !== 0 ? quote.data.message : null;

  const submit = () => {
    const found: Problems = {
      ...(customer ? {} : { customer: messages.newOrder.customerNeeded }),
      ...(lines.length ? {} : { items: messages.newOrder.itemsNeeded }),
      ...(delivering && addressId === null ? { address: messages.newOrder.addressNeeded } : {}),
      ...(payment.method === 'card_on_delivery' && payment.flagId === null
        ? { payment: messages.newOrder.flagNeeded }
        : {}),
    };
    setProblems(found);
    if (Object.keys(found).length || !draft || !totals) return;
    const order = {
      ...draft,
      channel,
      payment_method: payment.method,
      ...(payment.changeFor ? { change_for: payment.changeFor } : {}),
      ...(payment.flagId !== null ? { card_flag_id: payment.flagId } : {}),
      ...(payment.cardType ? { card_type: payment.cardType } : {}),
      notes: notesOf(lines),
    };
    const attempt = JSON.stringify(order);
    if (!keys.has(attempt)) keys.set(attempt, crypto.randomUUID());
    place.mutate(
      {
        ...order,
        idempotency_key: keys.get(attempt)!,
        total_products: totals.total_products,
        delivery_price_shop: totals.delivery_price,
        order_total: totals.order_total,
      },
      {
        onSuccess: (answer) => {
          if (answer.error_type !== 0 || !answer.order) {
            showToast(answer.message, 'error');
            void quote.refetch();
            return;
          }
          showToast(answer.message);
          void client.invalidateQueries({ queryKey: boardKey });
          const order = answer.order;
          void navigate(`/?${boardOrderParams.order}=${order.order_id}&${boardOrderParams.shop}=${order.shop_id}`);
        },
        onError: () => {
          // Not known to be placed: the same key sent again places it once.
          showToast(messages.app.unknownError, 'error');
        },
      },
    );
  };

  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-4 p-3 pb-32 sm:p-5">
      <header>
        <h1 className="text-3xl font-black tracking-tight text-ink-900">{messages.newOrder.title}</h1>
        <p className="text-base text-ink-700">{fill(messages.newOrder.lead, { shop: shop.name })}</p>
      </header>

      <Section title={messages.newOrder.channel}>
        <Segmented
          label={messages.newOrder.channel}
          value={channel}
          options={staffOrderChannels.map((value) => ({ value, label: messages.newOrder.channels[value] }))}
          onChange={(value) => {
            setChannel(value);
            if (value === 'phone' && shop.delivery_fee_from !== null) setDelivering(true);
          }}
        />
      </Section>

      <Section title={messages.newOrder.customer} error={problems.customer}>
        <CustomerSection
          shopId={shop.shop_id}
          phoneNeeded={channel === 'phone'}
          customer={customer}
          onCustomer={(chosen) => {
            setCustomer(chosen);
            setAddressId(delivering ? (chosen?.addresses[0]?.address_id ?? null) : null);
          }}
        />
      </Section>

      <Section title={messages.newOrder.items} error={problems.items}>
        {lines.length === 0 ? <p className="text-base text-ink-600">{messages.newOrder.noItems}</p> : null}
        <ul className="divide-y divide-ink-100">
          {lines.map((line) => (
            <li key={line.key} data-testid="draft-line" className="flex gap-3 py-2">
              <span className="grid h-8 min-w-9 shrink-0 place-items-center rounded-lg bg-ink-900 px-1.5 text-base font-black text-white tabular-nums">
                {line.selection.quantity}×
              </span>
              <div className="min-w-0 flex-1">
                <p className="text-base font-bold text-ink-900">{line.product.name}</p>
                {choiceLines(line).map(({ group, text }) => (
                  <p key={group} className="text-sm text-ink-700">
                    <span className="font-semibold">{group}:</span> {text}
                  </p>
                ))}
                {line.notes.trim() ? (
                  <p className="mt-1 rounded-md bg-amber-100 px-2 py-1 text-sm font-semibold text-amber-950">
                    {fill(messages.sheet.notes, { notes: line.notes.trim() })}
                  </p>
                ) : null}
              </div>
              <span className="shrink-0 text-base font-semibold text-ink-900 tabular-nums">
                {formatMoney(line.totalCents)}
              </span>
              <button
                type="button"
                aria-label={fill(messages.newOrder.removeItem, { name: line.product.name })}
                onClick={() => setLines((now) => now.filter((one) => one.key !== line.key))}
                className="grid size-10 shrink-0 place-items-center rounded-lg text-ink-700 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-sky-600"
              >
                <XIcon />
              </button>
            </li>
          ))}
        </ul>
        <Button variant="secondary" onClick={() => setPicking(true)}>
          {messages.newOrder.addItem}
        </Button>
      </Section>

      <Section title={messages.newOrder.delivery}>
        <DeliverySection
          shop={shop}
          customer={customer}
          addressId={addressId}
          delivering={delivering}
          onDelivering={setDelivering}
          onAddress={setAddressId}
          onCustomer={setCustomer}
          error={problems.address ?? null}
        />
      </Section>

      <Section title={messages.newOrder.payment}>
        <PaymentSection groups={groups} payment={payment} onPayment={setPayment} error={problems.payment ?? null} />
      </Section>

      <div className="sticky bottom-0 -mx-3 border-t border-ink-200 bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:mx-0 sm:rounded-2xl sm:border">
        {quoteRefusal ? (
          <p role="alert" className="mb-2 text-base font-semibold text-brand-700">
            {quoteRefusal}
          </p>
        ) : null}
        <dl data-testid="order-totals" className="mb-3 grid grid-cols-[1fr_auto] gap-x-4 text-base">
          <dt className="text-ink-700">{messages.newOrder.products}</dt>
          <dd className="text-right tabular-nums">
            {totals ? formatReais(totals.total_products) : formatMoney(productsCentsOf(lines))}
          </dd>
          {delivering ? (
            <>
              <dt className="text-ink-700">{messages.newOrder.deliveryFee}</dt>
              <dd className="text-right tabular-nums">{totals ? formatReais(totals.delivery_price) : '—'}</dd>
            </>
          ) : null}
          <dt className="text-lg font-bold text-ink-900">{messages.newOrder.total}</dt>
          <dd className="text-right text-2xl font-black text-ink-900 tabular-nums">
            {totals ? formatReais(totals.order_total) : '—'}
          </dd>
        </dl>
        <Button variant="accept" size="lg" className="w-full" busy={place.isPending} onClick={submit}>
          {messages.newOrder.place}
        </Button>
      </div>

      {picking ? (
        <ProductPicker
          categories={categories}
          halfPricing={shop.half_pricing}
          onClose={() => setPicking(false)}
          onAdd={(line) => setLines((now) => [...now, { ...line, key: Date.now() + now.length }])}
        />
      ) : null}
    </div>
  );
}

function Section({ title, error, children }: { title: string; error?: string | undefined; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="text-xl font-extrabold text-ink-900">{title}</h2>
      {error ? (
        <p role="alert" className="text-base font-semibold text-brand-700">
          {error}
        </p>
      ) : null}
      {children}
    </section>
  );
}
