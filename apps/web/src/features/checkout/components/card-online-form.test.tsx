import { act, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSavedCard } from '@delivery/contract/card-payments';
import type { TPaymentGroup } from '@delivery/contract/checkout';
import common from '../../../../public/locales/pt-BR/common.json';
import { call } from '../../../lib/api-client.ts';
import { loadScript } from '../../../lib/load-script.ts';
import { CardOnlineForm } from './card-online-form.tsx';
import type { CardFormHandle, CardFormState } from './card-pay-form.tsx';
import { FakeMercadoPago } from './fake-mercado-pago.fixture.ts';

vi.mock('../../../lib/api-client.ts', () => ({ call: vi.fn(), apiUrl: (path: string) => `https://api.test${path}` }));
vi.mock('../../../lib/load-script.ts', () => ({ loadScript: vi.fn() }));
// Radix's dialog imports React itself, which this project does not alias to Preact (vitest.config.ts
// inlines only the router, i18n and query libraries): a plain one stands in, with the same props.
vi.mock('../../../components/message-dialog.tsx', () => ({
  MessageDialog: (props: { title: string; message: string; confirmLabel: string; onConfirm: () => void }) => (
    <div role="alertdialog" aria-label={props.title}>
      <p>{props.title}</p>
      <p>{props.message}</p>
      <button type="button" onClick={props.onConfirm}>
        {props.confirmLabel}
      </button>
    </div>
  ),
}));

const texts = common.checkout.card;
const flags: TPaymentGroup['flags'] = [
  { flag_id: 1, name: 'Visa', card_types: ['credit', 'debit'] },
  { flag_id: 2, name: 'Mastercard', card_types: ['credit', 'debit'] },
  { flag_id: 3, name: 'Elo', card_types: ['credit', 'debit'] },
];
const visa: TSavedCard = {
  card_id: 41,
  flag_id: 1,
  brand: 'Visa',
  card_type: 'debit',
  last_four: '4242',
  expiration: '11/30',
  gateway_card_id: 'mp-card-41',
};
const master: TSavedCard = { ...visa, card_id: 42, flag_id: 2, brand: 'Mastercard', last_four: '6351' };

let publicKey = 0;
let savedCards: TSavedCard[] = [];

/** The API as the card form reads it: the shop's gateway (a new account each test: instances are kept per key) and the saved cards. */
function answerCalls() {
  const key = `TEST-public-key-${++publicKey}`;
  vi.mocked(call).mockImplementation(async (route, input) => {
    const ok = { error_type: 0, message: 'ok' };
    if (route.path.endsWith('/getFlagsCardOnline')) {
      return {
        ...ok,
        flags,
        gateway: { gateway: 'mercadopago', script_url: '/dev/mercadopago/js/v2', public_key: key },
      } as never;
    }
    if (route.path === '/api/customer/cards') return { ...ok, cards: savedCards } as never;
    if (route.path === '/api/customer/cards/delete') {
      savedCards = savedCards.filter((card) => card.card_id !== (input as { card_id: number }).card_id);
      return { ...ok, cards: savedCards } as never;
    }
    throw new Error(`unexpected call ${route.path}`);
  });
}

function renderForm(refusal: string | null = null) {
  const handle = createRef<CardFormHandle>();
  const onState = vi.fn<(state: CardFormState | null) => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <CardOnlineForm token="tok" shopId={7} flags={flags} refusal={refusal} handle={handle} onState={onState} />
    </QueryClientProvider>,
  );
  const lastState = () => onState.mock.calls.at(-1)?.[0];
  return { ...view, handle, onState, lastState };
}

/** The form drawn and its fields mounted (the mounting is an effect, run after the paint). */
async function fieldsMounted(count = 3) {
  await screen.findByTestId('card-form');
  await waitFor(() => expect(FakeMercadoPago.last().created.filter((field) => !field.unmounted)).toHaveLength(count));
  return FakeMercadoPago.last();
}

/** 'Fazer pedido' asking the form for its card (Preact's act answers nothing of its own). */
async function tokenize(handle: { current: CardFormHandle | null }) {
  let card: Awaited<ReturnType<CardFormHandle['tokenize']>> = null;
  await act(async () => {
    card = await handle.current!.tokenize();
  });
  return card;
}

/** The script as loaded: the global defined, as the real `<script>` does. */
const scriptLoaded = () => vi.stubGlobal('MercadoPago', FakeMercadoPago);

beforeEach(() => {
  savedCards = [];
  FakeMercadoPago.instances = [];
  answerCalls();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(loadScript).mockReset();
});

describe('the card form (pague pelo app)', () => {
  it('adds the gateway’s script once chosen, then mounts its three fields in our containers', async () => {
    let loaded!: () => void;
    vi.mocked(loadScript).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          loaded = () => {
            scriptLoaded();
            resolve();
          };
        }),
    );
    const { lastState, container } = renderForm();
    expect(await screen.findByTestId('card-loading')).toBeTruthy();
    await waitFor(() => expect(loadScript).toHaveBeenCalledWith('https://api.test/dev/mercadopago/js/v2'));
    expect(lastState()).toEqual({ problem: 'loading', revision: 0 });

    await act(async () => loaded());
    const mp = await fieldsMounted();
    expect(mp.publicKey).toMatch(/^TEST-public-key-/);
    expect(mp.created.map((field) => [field.type, field.placeholder])).toEqual([
      ['cardNumber', texts.numberPlaceholder],
      ['expirationDate', texts.expiryPlaceholder],
      ['securityCode', texts.cvvPlaceholder],
    ]);
    // Only the gateway's iframes: no input of ours takes the card's digits.
    expect(container.querySelectorAll('[data-secure-field]')).toHaveLength(3);
    expect(screen.queryByLabelText(/número do cartão/i, { selector: 'input' })).toBeNull();
    expect(lastState()?.problem).toBe('fields');
  });

  it('shows the brand its first digits say, and refuses one the shop does not take before paying', async () => {
    scriptLoaded();
    const { lastState } = renderForm();
    const number = (await fieldsMounted()).live('cardNumber');

    await act(async () => number.emit('binChange', { bin: '42356477' }));
    expect(await screen.findByText('Visa · Crédito')).toBeTruthy();

    await act(async () => number.emit('binChange', { bin: '37536515' }));
    expect(await screen.findByText(texts.brandRefused.replace('{{brand}}', 'American Express'))).toBeTruthy();
    expect(screen.queryByText('Visa · Crédito')).toBeNull();
    expect(lastState()?.problem).toBe('brand');
  });

  it('says a field’s error in pt-BR once the customer leaves it', async () => {
    scriptLoaded();
    renderForm();
    const number = (await fieldsMounted()).live('cardNumber');
    await act(async () => {
      number.emit('ready');
      number.emit('focus');
      number.emit('validityChange', {
        field: 'cardNumber',
        errorMessages: [{ message: 'invalid length', cause: 'invalid_length' }],
      });
    });
    expect(screen.queryByText(texts.errors.numberIncomplete)).toBeNull();
    await act(async () => number.emit('blur'));
    expect(screen.getByText(texts.errors.numberIncomplete)).toBeTruthy();
  });

  it('makes a token with the holder’s name and CPF, and says the brand, type and whether to save it', async () => {
    scriptLoaded();
    const user = userEvent.setup();
    const { handle, lastState } = renderForm();
    const mp = await fieldsMounted();
    await act(async () => {
      mp.live('cardNumber').emit('binChange', { bin: '42356477' });
      for (const type of ['cardNumber', 'expirationDate', 'securityCode'] as const) mp.live(type).fill();
    });
    await screen.findByText('Visa · Crédito');
    expect(lastState()?.problem).toBe('holder');

    await user.type(screen.getByLabelText(texts.holder), 'APRO');
    await user.type(screen.getByLabelText(texts.holderCpf), '52998224725');
    await user.click(screen.getByLabelText(texts.save));
    await waitFor(() => expect(lastState()?.problem).toBeNull());

    const card = await tokenize(handle);
    expect(mp.createCardToken).toHaveBeenCalledWith({
      cardholderName: 'APRO',
      identificationType: 'CPF',
      identificationNumber: '52998224725',
    });
    expect(card).toEqual({
      flagId: 1,
      cardType: 'credit',
      token: 'ffff0000ffff0000ffff0000ffff0000',
      saveCard: true,
      savedCardId: null,
    });
  });

  it('shows a refusal by the card form, and empties the card’s fields for another card', async () => {
    scriptLoaded();
    const refusal = 'Cartão recusado pelo banco. Tente outro cartão.';
    const { handle } = renderForm(refusal);
    const mp = await fieldsMounted();
    const alert = within(screen.getByTestId('card-refusal')).getByRole('alert');
    expect(alert.textContent).toContain(texts.refusedTitle);
    expect(alert.textContent).toContain(refusal);

    const first = mp.live('cardNumber');
    await act(async () => handle.current!.clear());
    await waitFor(() => expect(first.unmounted).toBe(true));
    await waitFor(() => expect(mp.live('cardNumber')).not.toBe(first));
  });

  it('lists the saved cards first, asks only the CVV of one, and removes one after asking', async () => {
    scriptLoaded();
    savedCards = [visa, master];
    const user = userEvent.setup();
    const { handle } = renderForm();
    const mp = await fieldsMounted(1);
    const listed = screen.getAllByTestId('saved-card');
    // Spaces as read: the card's name holds its dots and digits together with no-break spaces.
    expect(listed.map((item) => item.textContent?.replace(/\u00a0/g, ' '))).toEqual([
      expect.stringContaining('Visa •••• 4242 — vence 11/30'),
      expect.stringContaining('Mastercard •••• 6351 — vence 11/30'),
    ]);
    expect((screen.getByRole('radio', { name: /Visa\s•+\s4242/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: texts.newCard })).toBeTruthy();

    // The saved card: its CVV alone, and its token made of the gateway's card id.
    expect(mp.created.filter((field) => !field.unmounted).map((field) => field.type)).toEqual(['securityCode']);
    await act(async () => mp.live('securityCode').fill());
    const card = await tokenize(handle);
    expect(mp.createCardToken).toHaveBeenCalledWith({ cardId: 'mp-card-41' });
    expect(card).toMatchObject({ flagId: 1, cardType: 'debit', savedCardId: 41, saveCard: false });

    await user.click(screen.getByRole('button', { name: /^Remover Visa\s•+\s4242$/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(texts.removeTitle);
    await user.click(within(dialog).getByRole('button', { name: texts.removeConfirm }));
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(1));
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/customer/cards/delete' }), {
      token: 'tok',
      card_id: 41,
    });
    // The card removed was the one chosen: the one left is chosen now.
    expect((screen.getByRole('radio', { name: /Mastercard\s•+\s6351/ }) as HTMLInputElement).checked).toBe(true);
  });
});
