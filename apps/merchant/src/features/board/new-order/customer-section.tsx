import { formatPhone } from '@delivery/contract/br-documents';
import type { TStaffCustomer } from '@delivery/contract/staff-orders';
import { serverMessage } from '@delivery/client/api-error';
import { useDeferredValue, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { fill, messages } from '../../../lib/messages.ts';
import { useFoundCustomers, useSaveCustomer } from './new-order-api.ts';

type CustomerSectionProps = {
  shopId: number;
  /** A phone order needs the caller's number; a walk-in at the counter may give none. */
  phoneNeeded: boolean;
  customer: TStaffCustomer | null;
  onCustomer: (customer: TStaffCustomer | null) => void;
};

/** Who the order is for: one of the shop's customers found by name or phone, or a new one. */
export function CustomerSection({ shopId, phoneNeeded, customer, onCustomer }: CustomerSectionProps) {
  const [query, setQuery] = useState('');
  const found = useFoundCustomers(shopId, useDeferredValue(query));
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<{ name?: string; phone?: string } | null>(null);
  const save = useSaveCustomer();

  if (customer) {
    return (
      <div data-testid="order-customer" className="flex items-center gap-3 rounded-xl bg-ink-50 p-3">
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold text-ink-900">{customer.name}</p>
          <p className="text-base text-ink-700">
            {customer.phone ? formatPhone(customer.phone) : messages.newOrder.noPhone}
          </p>
        </div>
        <Button variant="secondary" onClick={() => onCustomer(null)}>
          {messages.newOrder.change}
        </Button>
      </div>
    );
  }

  const submit = () => {
    const missing = {
      ...(name.trim().length < 2 ? { name: messages.newOrder.nameNeeded } : {}),
      ...(phoneNeeded && !phone.trim() ? { phone: messages.newOrder.phoneNeeded } : {}),
    };
    setError(Object.keys(missing).length ? missing : null);
    if (Object.keys(missing).length) return;
    save.mutate(
      { shop_id: shopId, name: name.trim(), ...(phone.trim() ? { phone: phone.trim() } : {}) },
      {
        onSuccess: (answer) => onCustomer(answer.customer),
        onError: (failure) => setError({ phone: serverMessage(failure) ?? messages.app.unknownError }),
      },
    );
  };

  const results = query.trim().length >= 3 ? (found.data ?? []) : [];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div>
        <TextField
          label={messages.newOrder.search}
          hint={messages.newOrder.searchHint}
          type="search"
          value={query}
          onValueChange={setQuery}
          autoComplete="off"
        />
        {query.trim().length >= 3 && found.data && results.length === 0 ? (
          <p className="mt-2 text-base text-ink-600">{messages.newOrder.searchEmpty}</p>
        ) : null}
        <ul className="mt-2 space-y-2">
          {results.map((one) => (
            <li key={one.customer_id}>
              <button
                type="button"
                aria-label={fill(messages.newOrder.useCustomer, { name: one.name })}
                onClick={() => onCustomer(one)}
                className="flex min-h-14 w-full flex-col rounded-xl border-2 border-ink-200 px-3 py-2 text-left hover:border-ink-900 focus-visible:outline-3 focus-visible:outline-sky-600"
              >
                <span className="text-base font-bold text-ink-900">{one.name}</span>
                <span className="text-sm text-ink-700">
                  {[one.phone ? formatPhone(one.phone) : null, one.addresses[0]?.street].filter(Boolean).join(' · ')}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
      <form
        aria-label={messages.newOrder.newCustomer}
        className="space-y-3 rounded-xl border-2 border-dashed border-ink-200 p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="text-base font-bold text-ink-900">{messages.newOrder.newCustomer}</p>
        <TextField
          label={messages.newOrder.name}
          value={name}
          onValueChange={setName}
          error={error?.name}
          autoComplete="off"
        />
        <TextField
          label={phoneNeeded ? messages.newOrder.phone : messages.newOrder.phoneOptional}
          value={phone}
          onValueChange={setPhone}
          error={error?.phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
        />
        <Button type="submit" variant="primary" busy={save.isPending}>
          {messages.newOrder.saveCustomer}
        </Button>
      </form>
    </div>
  );
}
